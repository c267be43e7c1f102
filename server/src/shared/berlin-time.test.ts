import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { dayOf, isoBerlin } from './berlin-time';

dayjs.extend(utc);
dayjs.extend(timezone);

const viaDayjs = (ms: number, format: string) => dayjs(ms).tz('Europe/Berlin').format(format);

describe('isoBerlin and dayOf', () => {
  it('format every instant as dayjs does, across both changes of the clock', () => {
    // 2026-03-29 01:00 UTC and 2026-10-25 01:00 UTC; every 7 minutes and 13 seconds around them.
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let ms = change - 3 * 3_600_000; ms < change + 3 * 3_600_000; ms += 433_000) {
        expect(isoBerlin(new Date(ms))).toBe(viaDayjs(ms, 'YYYY-MM-DDTHH:mm:ssZ'));
        expect(dayOf(new Date(ms))).toBe(viaDayjs(ms, 'YYYY-MM-DD'));
      }
    }
  });

  // Whole seconds: dayjs's own offset turns fractional on some instants with milliseconds (1950-06-01T23:59:59.999 gives +00:59.98…).
  it('agree with dayjs on instants spread over two centuries and at the edges of the day', () => {
    const instants = [Date.UTC(1950, 5, 1, 22, 59, 59), Date.UTC(2026, 11, 31, 23, 0), Date.UTC(2099, 0, 1, 0, 0, 1)];
    for (let index = 0; index < 500; index += 1) instants.push(Date.UTC(1930, 0, 1) + 1000 * Math.floor(((index * 7919) % 500) / 500 * 170 * 365.25 * 86_400));
    for (const ms of instants) {
      expect(isoBerlin(new Date(ms))).toBe(viaDayjs(ms, 'YYYY-MM-DDTHH:mm:ssZ'));
      expect(dayOf(new Date(ms))).toBe(viaDayjs(ms, 'YYYY-MM-DDTHH:mm:ssZ').slice(0, 10));
    }
  });

  it('fall back to dayjs outside 1900–9999', () => {
    const ms = Date.UTC(1850, 6, 1, 12);
    expect(isoBerlin(new Date(ms))).toBe(viaDayjs(ms, 'YYYY-MM-DDTHH:mm:ssZ'));
  });
});
