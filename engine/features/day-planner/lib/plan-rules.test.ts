import { describe, expect, it } from 'vitest';
import { clashes, clashWith, dayBounds, fitsAfterEntry, fittingOffers, togglePlanItem, walkMinutes, type PlanOffer } from './plan-rules.ts';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const offer = (key: string, start: string, minutes: number, museumId: number | null = 1, kind: PlanOffer['kind'] = 'tour', id = 1): PlanOffer =>
  ({ key, kind, id, title: key, museumId, start: at(start), end: at(start) + minutes * 60_000 });

describe('dayBounds (Europe/Berlin)', () => {
  it('a winter day runs from local midnight to local midnight, 24 hours', () => {
    const day = dayBounds('2026-11-26');
    expect(new Date(day.start).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(day.end - day.start).toBe(24 * HOUR);
  });
  it('the spring DST day has 23 hours, the autumn one 25', () => {
    const spring = dayBounds('2026-03-29');
    const autumn = dayBounds('2026-10-25');
    expect(spring.end - spring.start).toBe(23 * HOUR);
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
    expect(new Date(autumn.start).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('walkMinutes', () => {
  it('is zero within a museum or where one is unknown, the setting between two', () => {
    expect(walkMinutes(1, 1, 15)).toBe(0);
    expect(walkMinutes(null, 2, 15)).toBe(0);
    expect(walkMinutes(1, 2, 15)).toBe(15);
  });
});

describe('fitsAfterEntry', () => {
  const entry = { museumId: 1, start: at('2026-11-26T16:00:00+01:00') };
  it('allows a start at the entry in the same museum, not before it', () => {
    expect(fitsAfterEntry(entry, offer('a', '2026-11-26T16:00:00+01:00', 60), 15)).toBe(true);
    expect(fitsAfterEntry(entry, offer('b', '2026-11-26T15:45:00+01:00', 60), 15)).toBe(false);
  });
  it('needs the walking time to another museum', () => {
    expect(fitsAfterEntry(entry, offer('c', '2026-11-26T16:10:00+01:00', 60, 2), 15)).toBe(false);
    expect(fitsAfterEntry(entry, offer('d', '2026-11-26T16:15:00+01:00', 60, 2), 15)).toBe(true);
  });
});

describe('clashes', () => {
  it('overlapping items clash in either order; back to back in one museum does not', () => {
    const tour = offer('tour', '2026-11-26T17:00:00+01:00', 75);
    expect(clashes(tour, offer('x', '2026-11-26T18:00:00+01:00', 60), 0)).toBe(true);
    expect(clashes(offer('x', '2026-11-26T16:30:00+01:00', 60), tour, 0)).toBe(true);
    expect(clashes(tour, offer('y', '2026-11-26T18:15:00+01:00', 60), 15)).toBe(false);
  });
  it('between museums the gap must cover the walk', () => {
    const tour = offer('tour', '2026-11-26T17:00:00+01:00', 75, 1);
    expect(clashes(tour, offer('e', '2026-11-26T18:20:00+01:00', 60, 2), 15)).toBe(true);
    expect(clashes(tour, offer('e', '2026-11-26T18:30:00+01:00', 60, 2), 15)).toBe(false);
  });
});

describe('fittingOffers', () => {
  const entry = { museumId: 1, start: at('2026-11-26T16:00:00+01:00') };
  it('keeps offers after the entry on its day, sorted by start', () => {
    const offers = [
      offer('event', '2026-11-26T18:30:00+01:00', 60, 1, 'event', 7),
      offer('early', '2026-11-26T10:00:00+01:00', 60),
      offer('tour', '2026-11-26T17:00:00+01:00', 75),
      offer('tomorrow', '2026-11-27T10:00:00+01:00', 60),
      offer('past-midnight', '2026-11-26T23:30:00+01:00', 60),
    ];
    expect(fittingOffers(entry, offers, '2026-11-26', 15).map((item) => item.key)).toEqual(['tour', 'event']);
  });
  it('on the autumn DST day an item until 23:59 local still fits though it is past 23:00 UTC', () => {
    const late = { museumId: 1, start: at('2026-10-25T20:00:00+01:00') };
    const items = [offer('late', '2026-10-25T22:30:00+01:00', 89), offer('next', '2026-10-26T00:00:00+01:00', 30)];
    expect(fittingOffers(late, items, '2026-10-25', 0).map((item) => item.key)).toEqual(['late']);
  });
  it('on the spring DST day 01:30 local does not exist before 03:00 CEST; an item at 03:00 fits after a 00:30 entry', () => {
    const night = { museumId: 1, start: at('2026-03-29T00:30:00+01:00') };
    expect(fittingOffers(night, [offer('three', '2026-03-29T03:00:00+02:00', 60)], '2026-03-29', 0)).toHaveLength(1);
    expect(fittingOffers(night, [offer('before', '2026-03-28T23:30:00+01:00', 60)], '2026-03-29', 0)).toHaveLength(0);
  });
});

describe('plan choices', () => {
  const tour = offer('tour-17', '2026-11-26T17:00:00+01:00', 75);
  const event = offer('event', '2026-11-26T18:00:00+01:00', 60, 1, 'event', 7);
  it('names the chosen item an offer clashes with, ignoring the offer itself', () => {
    expect(clashWith(event, [tour], 0)?.key).toBe('tour-17');
    expect(clashWith(tour, [tour], 0)).toBeUndefined();
  });
  it('toggling adds and removes; another start of the same tour replaces the first', () => {
    const later = offer('tour-18', '2026-11-26T18:00:00+01:00', 75);
    expect(togglePlanItem([], tour)).toEqual([tour]);
    expect(togglePlanItem([tour], tour)).toEqual([]);
    expect(togglePlanItem([tour], later)).toEqual([later]);
    expect(togglePlanItem([event], tour).map((item) => item.key)).toEqual(['tour-17', 'event']);
  });
});
