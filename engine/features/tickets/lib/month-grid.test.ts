import { describe, expect, it } from 'vitest';
import { addMonths, monthRange, monthWeeks } from './month-grid.ts';

describe('requirements/tickets.md §5.1 Dates: calendar weeks start on Monday', () => {
  it('July 2026 starts on a Wednesday: two empty cells first', () => {
    const weeks = monthWeeks('2026-07');
    expect(weeks[0]).toEqual([null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
  it('pages months across the year end', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
  it('calendar range starts at today and skips past months', () => {
    expect(monthRange('2026-07', '2026-07-06')).toEqual({ start_at: '2026-07-06', end_at: '2026-07-31' });
    expect(monthRange('2026-08', '2026-07-06')).toEqual({ start_at: '2026-08-01', end_at: '2026-08-31' });
    expect(monthRange('2026-06', '2026-07-06')).toBeNull();
  });
});

describe('month arithmetic without a date library', () => {
  it('pages several years either way', () => {
    expect(addMonths('2026-03', 25)).toBe('2028-04');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
  it('knows leap Februaries and short months', () => {
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(monthRange('2028-02', '2028-02-10')).toEqual({ start_at: '2028-02-10', end_at: '2028-02-29' });
    expect(monthRange('2026-11', '2026-11-01')).toEqual({ start_at: '2026-11-01', end_at: '2026-11-30' });
  });
  it('starts a month that begins on a Monday without empty cells, one on a Sunday with six', () => {
    expect(monthWeeks('2026-06')[0]![0]).toBe('2026-06-01');
    expect(monthWeeks('2026-11')[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });
});
