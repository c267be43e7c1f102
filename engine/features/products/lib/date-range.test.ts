import { describe, expect, it } from 'vitest';
import { defaultRange, endForStart, isDay, latestEnd, parseEventIds, rangeErrors, rangeFromUrl } from './date-range.ts';

const TODAY = '2026-11-22';

describe('defaultRange', () => {
  it('runs from today to 30 days later', () => {
    expect(defaultRange(TODAY)).toEqual({ start: TODAY, end: '2026-12-22' });
  });
});

describe('endForStart', () => {
  it('resets an end before the start to start + 30 days', () => {
    expect(endForStart('2026-12-10', '2026-12-01')).toBe('2027-01-09');
  });

  it('caps the end at start + 60 days', () => {
    expect(latestEnd('2026-12-01')).toBe('2027-01-30');
    expect(endForStart('2026-12-01', '2027-03-01')).toBe('2027-01-30');
  });

  it('keeps an end inside the window, including end = start', () => {
    expect(endForStart('2026-12-01', '2026-12-01')).toBe('2026-12-01');
    expect(endForStart('2026-12-01', '2026-12-20')).toBe('2026-12-20');
  });
});

describe('rangeErrors', () => {
  it('flags a start before today (tooEarly) and an end past start + 60 (tooLate)', () => {
    expect(rangeErrors({ start: '2026-11-21', end: '2026-11-30' }, TODAY)).toEqual(['tooEarly']);
    expect(rangeErrors({ start: TODAY, end: '2027-01-22' }, TODAY)).toEqual(['tooLate']);
    expect(rangeErrors({ start: TODAY, end: '2027-01-21' }, TODAY)).toEqual([]);
  });
});

describe('rangeFromUrl', () => {
  it('defaults to today..+30 and replaces malformed or past days', () => {
    expect(rangeFromUrl(new URLSearchParams(''), TODAY)).toEqual({ start: TODAY, end: '2026-12-22' });
    expect(rangeFromUrl(new URLSearchParams('start=2020-01-01&end=nope'), TODAY)).toEqual({ start: TODAY, end: '2026-12-22' });
    expect(rangeFromUrl(new URLSearchParams('start=2026-12-01&end=2026-11-30'), TODAY)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('keeps a too long range so the page can report it', () => {
    expect(rangeFromUrl(new URLSearchParams('start=2026-12-01&end=2027-06-01'), TODAY).end).toBe('2027-06-01');
  });
});

describe('isDay / parseEventIds', () => {
  it('accepts only real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('22.11.2026')).toBe(false);
  });

  it('reads the comma list of event ids', () => {
    expect(parseEventIds('3,x,5,,0')).toEqual([3, 5]);
    expect(parseEventIds(null)).toEqual([]);
  });
});
