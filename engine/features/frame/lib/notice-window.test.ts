import { describe, expect, it } from 'vitest';
import { isNoticeCurrent } from './notice-window.ts';

const at = (iso: string) => new Date(iso);
const berlin = 'Europe/Berlin';

describe('notice window (issue 19: a stale notice)', () => {
  it('shows a notice only from its first to its last day, both included', () => {
    const october = { from: '2026-09-20', until: '2026-10-03' };
    expect(isNoticeCurrent(october, at('2026-09-19T12:00:00Z'), berlin)).toBe(false);
    expect(isNoticeCurrent(october, at('2026-09-20T12:00:00Z'), berlin)).toBe(true);
    expect(isNoticeCurrent(october, at('2026-10-03T12:00:00Z'), berlin)).toBe(true);
    expect(isNoticeCurrent(october, at('2026-11-26T12:00:00Z'), berlin)).toBe(false);
  });

  it('leaves an empty side open, so a notice without dates always shows', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(isNoticeCurrent({ from: '', until: '' }, now, berlin)).toBe(true);
    expect(isNoticeCurrent(undefined, now, berlin)).toBe(true);
    expect(isNoticeCurrent({ from: '2026-12-01', until: '' }, now, berlin)).toBe(false);
    expect(isNoticeCurrent({ from: '', until: '2026-11-25' }, now, berlin)).toBe(false);
  });

  it('counts days in the shop time zone, not the visitor clock', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Berlin: a notice until 30 Nov has ended there.
    const late = at('2026-11-30T23:30:00Z');
    expect(isNoticeCurrent({ from: '', until: '2026-11-30' }, late, berlin)).toBe(false);
    expect(isNoticeCurrent({ from: '', until: '2026-11-30' }, late, 'UTC')).toBe(true);
  });
});
