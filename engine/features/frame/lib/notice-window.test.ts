import { describe, expect, it } from 'vitest';
import { isNoticeCurrent } from './notice-window.ts';

const at = (iso: string) => Date.parse(iso);

describe('notice window (issue 19: a stale notice)', () => {
  it('shows a notice only from its first to its last day, both included', () => {
    const october = { from: '2026-09-20', until: '2026-10-03' };
    expect(isNoticeCurrent(october, at('2026-09-19T12:00:00Z'))).toBe(false);
    expect(isNoticeCurrent(october, at('2026-09-20T12:00:00Z'))).toBe(true);
    expect(isNoticeCurrent(october, at('2026-10-03T23:00:00Z'))).toBe(true);
    expect(isNoticeCurrent(october, at('2026-10-04T00:00:00Z'))).toBe(false);
    expect(isNoticeCurrent(october, at('2026-11-26T12:00:00Z'))).toBe(false);
  });

  it('leaves an empty side open, so a notice without dates always shows', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(isNoticeCurrent({ from: '', until: '' }, now)).toBe(true);
    expect(isNoticeCurrent(undefined, now)).toBe(true);
    expect(isNoticeCurrent({ from: '2026-12-01', until: '' }, now)).toBe(false);
    expect(isNoticeCurrent({ from: '', until: '2026-11-25' }, now)).toBe(false);
  });
});
