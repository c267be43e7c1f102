import { describe, expect, it } from 'vitest';
import { sortByFirstDate } from './sort-by-first-date.ts';

const events = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('sortByFirstDate', () => {
  it('puts the event starting first in front, using each event’s earliest date', () => {
    const dates = [
      { event_id: 1, start_time: '2026-03-05T18:00:00+01:00' },
      { event_id: 3, start_time: '2026-03-04T10:00:00+01:00' },
      { event_id: 1, start_time: '2026-03-03T18:00:00+01:00' },
    ];
    expect(sortByFirstDate(events, dates).map((event) => event.id)).toEqual([1, 3, 2, 4]);
  });

  it('keeps server order without dates', () => {
    expect(sortByFirstDate(events, undefined).map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });
});
