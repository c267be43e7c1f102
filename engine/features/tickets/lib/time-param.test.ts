import { describe, expect, it } from 'vitest';
import { timeParam } from './time-param.ts';

describe('timeParam', () => {
  it('puts back the + of an offset that the query string decoded to a space', () => {
    const decoded = new URLSearchParams('time=2026-12-06T10:00:00+01:00').get('time');
    expect(timeParam(decoded)).toBe('2026-12-06T10:00:00+01:00');
    expect(Date.parse(timeParam(decoded)!)).toBe(Date.parse('2026-12-06T09:00:00Z'));
    expect(timeParam('2026-07-06T10:30 0200')).toBe('2026-07-06T10:30+0200');
  });

  it('keeps encoded, Z and negative offsets, and nothing, as they are', () => {
    expect(timeParam(new URLSearchParams('time=2026-12-06T10%3A00%3A00%2B01%3A00').get('time'))).toBe('2026-12-06T10:00:00+01:00');
    expect(timeParam('2026-12-06T09:00:00Z')).toBe('2026-12-06T09:00:00Z');
    expect(timeParam('2026-12-06T10:00:00-03:00')).toBe('2026-12-06T10:00:00-03:00');
    expect(timeParam(null)).toBeNull();
  });
});
