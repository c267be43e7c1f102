import { describe, expect, it } from 'vitest';
import { offerGroups } from './offer-groups.ts';
import type { PlanOffer } from './plan-rules.ts';

const at = (time: string) => Date.parse(`2026-11-26T${time}:00+01:00`);
const tour = (time: string, minutes = 75): PlanOffer => ({ key: `tour-4-${at(time)}`, kind: 'tour', id: 4, title: 'Führung', museumId: 1, start: at(time), end: at(time) + minutes * 60_000 });
const event: PlanOffer = { key: 'event-9', kind: 'event', id: 9, eventId: 2, title: 'Vortrag', museumId: 1, start: at('18:30'), end: at('19:30') };

describe('offerGroups', () => {
  const offers = [tour('17:00'), tour('17:30'), tour('18:00'), event];
  it('puts the starts of one tour in one row and an event date in its own', () => {
    const groups = offerGroups(offers, [], 15);
    expect(groups.map((group) => [group.key, group.starts.length, group.open.length])).toEqual([['tour-4', 3, 3], ['event-9', 1, 1]]);
  });
  it('with the event chosen, only the tour starts that end before it stay open', () => {
    const [tourRow, eventRow] = offerGroups(offers, [event], 15);
    expect(tourRow!.open.map((offer) => offer.start)).toEqual([at('17:00')]);
    expect(eventRow!.chosen).toBe(event);
  });
  it('names the clash when no start is open; the chosen start of a row never clashes with itself', () => {
    const late = tour('18:00');
    const [tourRow, eventRow] = offerGroups([late, event], [late], 0);
    expect(tourRow!.chosen).toBe(late);
    expect(eventRow!.open).toEqual([]);
    expect(eventRow!.clash).toBe(late);
  });
});
