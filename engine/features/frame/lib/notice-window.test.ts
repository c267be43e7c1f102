import { describe, expect, it } from 'vitest';
import { isNoticeCurrent, shopDay } from './notice-window.ts';

describe('notice window (issue 19: a stale notice)', () => {
  it('shows a notice only from its first to its last day, both included', () => {
    const october = { from: '2026-09-20', until: '2026-10-03' };
    expect(isNoticeCurrent(october, '2026-09-19')).toBe(false);
    expect(isNoticeCurrent(october, '2026-09-20')).toBe(true);
    expect(isNoticeCurrent(october, '2026-10-03')).toBe(true);
    expect(isNoticeCurrent(october, '2026-11-26')).toBe(false);
  });

  it('leaves an empty side open, so a notice without dates always shows', () => {
    expect(isNoticeCurrent({ from: '', until: '' }, '2026-11-26')).toBe(true);
    expect(isNoticeCurrent(undefined, '2026-11-26')).toBe(true);
    expect(isNoticeCurrent({ from: '2026-12-01', until: '' }, '2026-11-26')).toBe(false);
    expect(isNoticeCurrent({ from: '', until: '2026-11-25' }, '2026-11-26')).toBe(false);
  });

  it('counts days in the shop time zone, not the visitor clock', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Berlin.
    expect(shopDay(new Date('2026-11-30T23:30:00Z'), 'Europe/Berlin')).toBe('2026-12-01');
    expect(shopDay(new Date('2026-11-30T23:30:00Z'), 'UTC')).toBe('2026-11-30');
  });
});
