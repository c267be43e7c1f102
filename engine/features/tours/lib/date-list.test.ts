import { describe, expect, it } from 'vitest';
import { isFewSeats, pageOfDates, placesOfDay } from './date-list.ts';

const start = (bookable: number, max = 25) => ({ start_time: '2026-03-10T10:00:00+01:00', participants: { min: 1, max, bookable } });

describe('requirements/tours.md §2.2 Tour dates list: free places per date', () => {
  it('is the largest group any start of the day still takes', () => {
    expect(placesOfDay([start(0), start(12), start(5)])).toEqual({ free: 12, max: 25 });
  });
  it('is 0 for a day without starts', () => {
    expect(placesOfDay([])).toEqual({ free: 0, max: 0 });
  });
});

describe('requirements/events-and-seats.md §9.2 few-seats threshold: at most 70 % of max, rounded', () => {
  it('marks 18 of 25 (17.5 rounds up) but not 19', () => {
    expect(isFewSeats({ free: 18, max: 25 }, 70)).toBe(true);
    expect(isFewSeats({ free: 19, max: 25 }, 70)).toBe(false);
  });
  it('never marks a booked-out day', () => {
    expect(isFewSeats({ free: 0, max: 25 }, 70)).toBe(false);
  });
  it('follows the configured percentage', () => {
    expect(isFewSeats({ free: 5, max: 20 }, 20)).toBe(false);
    expect(isFewSeats({ free: 4, max: 20 }, 20)).toBe(true);
  });
});

describe('requirements/tours.md §2.2 dates shown 20 at a time with load more', () => {
  const dates = Array.from({ length: 45 }, (_, index) => `d${index}`);
  it('shows the first page and offers more', () => {
    expect(pageOfDates(dates, 20)).toEqual({ visible: dates.slice(0, 20), hasMore: true });
  });
  it('offers no more once everything is shown', () => {
    expect(pageOfDates(dates, 60)).toEqual({ visible: dates, hasMore: false });
  });
});
