import 'dayjs/locale/de.js';
import dayjsBase from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dayjs } from './dayjs.ts';
import { wallClockAt, zoneOffsetAt } from './dayjs-fast-tz.ts';

dayjsBase.extend(utc);
dayjsBase.extend(timezone);

const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC', 'Pacific/Chatham'];

/** What the timezone plugin's own tz() computes: the wall clock through Date#toLocaleString. */
function reference(timestamp: number, zone: string): string {
  const target = new Date(timestamp).toLocaleString('en-US', { timeZone: zone });
  const offset = zoneOffsetAt(timestamp, zone);
  const wall = dayjs(target).millisecond(new Date(timestamp).getMilliseconds());
  return (offset === 0 ? dayjs(timestamp).utcOffset(0) : wall.utcOffset(offset, true)).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}

describe('fastTz', () => {
  it('reads the wall clock and offset of a zone', () => {
    expect(wallClockAt(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({ year: 2026, month: 3, day: 29, hour: 3, minute: 0, second: 0 });
    expect(wallClockAt(Date.parse('2026-06-30T22:30:00Z'), 'Europe/Berlin').hour).toBe(0);
    expect(zoneOffsetAt(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetAt(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetAt(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('reads each second of a zone once: later reads of it cost no formatting', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const start = Date.parse('2031-05-04T08:15:00.200Z');
    const first = wallClockAt(start, 'Europe/Berlin');
    const calls = formatToParts.mock.calls.length;
    expect(wallClockAt(start + 700, 'Europe/Berlin')).toBe(first);
    expect(formatToParts.mock.calls.length).toBe(calls);
    expect(wallClockAt(start + 800, 'Europe/Berlin')).toEqual({ ...first, second: 1 });
    expect(wallClockAt(start, 'Asia/Kolkata')).toEqual({ ...first, hour: 13, minute: 45 });
    expect(Object.isFrozen(first)).toBe(true);
    formatToParts.mockRestore();
  });

  it('gives what the timezone plugin gives, around DST switches too', () => {
    const instants = ['2026-03-29T00:59:59.999Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00.250Z', '2026-11-01T06:30:00Z', '2026-12-31T23:30:00Z'];
    for (const zone of ZONES) {
      for (const instant of instants) {
        const timestamp = Date.parse(instant);
        expect(dayjs(timestamp).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSSZ'), `${instant} in ${zone}`).toBe(reference(timestamp, zone));
      }
    }
  });

  it('agrees with the timezone plugin at any instant from 1990 to 2060', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), fc.constantFrom(...ZONES), (timestamp, zone) => {
      expect(dayjs(timestamp).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSSZ')).toBe(reference(timestamp, zone));
    }), { numRuns: 2000 });
  });

  it('keeps the local time when asked, and keeps the locale', () => {
    const kept = dayjs('2026-06-01T10:00:00').tz('America/New_York', true);
    expect(kept.format('YYYY-MM-DD HH:mm')).toBe('2026-06-01 10:00');
    expect(kept.utcOffset()).toBe(-240);
    expect(dayjs('2026-06-01T10:00:00Z').locale('de').tz('Europe/Berlin').format('dddd HH:mm')).toBe('Montag 12:00');
  });
});
