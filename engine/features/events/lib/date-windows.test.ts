import { describe, expect, it, vi } from 'vitest';
import { loadDateWindows, type DateWindowSettings, type DayRange } from './date-windows.ts';

const settings: DateWindowSettings = { perPage: 2, maxPagesPerWindow: 2, windowDays: 60, minDatesBeforeExtend: 3, loadMoreExtendDays: 30 };

/** A fake /dates: `days` are the dates' days, answered per range and page. */
function datesOn(days: string[]) {
  return vi.fn(async ({ start, end }: DayRange, page: number, perPage: number) => {
    const inRange = days.filter((day) => day >= start && day <= end);
    return { dates: inRange.slice((page - 1) * perPage, page * perPage), total: inRange.length };
  });
}

describe('event dates in windows (settings catalogue.eventDates, requirements/events-and-seats.md §9)', () => {
  it('loads one window of windowDays when it holds enough dates', async () => {
    const fetch = datesOn(['2026-12-01', '2026-12-02', '2026-12-03']);
    const result = await loadDateWindows(fetch, '2026-11-22', settings);
    expect(result).toEqual({ dates: ['2026-12-01', '2026-12-02', '2026-12-03'], until: '2027-01-20' });
    expect(fetch.mock.calls.map(([range, page]) => [range, page])).toEqual([
      [{ start: '2026-11-22', end: '2027-01-20' }, 1], [{ start: '2026-11-22', end: '2027-01-20' }, 2],
    ]);
  });

  it('reads at most maxPagesPerWindow pages of a window', async () => {
    const fetch = datesOn(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect((await loadDateWindows(fetch, '2026-11-22', settings)).dates).toHaveLength(4);
  });

  it('extends by another window while fewer than minDatesBeforeExtend dates are found', async () => {
    const fetch = datesOn(['2026-12-01', '2027-03-01', '2027-03-02']);
    const result = await loadDateWindows(fetch, '2026-11-22', settings);
    expect(result.dates).toEqual(['2026-12-01', '2027-03-01', '2027-03-02']);
    expect(result.until).toBe('2027-03-21');
  });

  it("adds loadMoreExtendDays per 'later dates' request", async () => {
    const fetch = datesOn(['2026-12-01', '2026-12-02', '2026-12-03', '2027-02-01']);
    const result = await loadDateWindows(fetch, '2026-11-22', settings, 1);
    expect(result).toEqual({ dates: ['2026-12-01', '2026-12-02', '2026-12-03', '2027-02-01'], until: '2027-02-19' });
  });

  it('stops looking after a year without dates', async () => {
    const fetch = datesOn([]);
    expect((await loadDateWindows(fetch, '2026-11-22', settings)).dates).toEqual([]);
    expect(new Set(fetch.mock.calls.map(([range]) => range.start)).size).toBe(6);
  });
});
