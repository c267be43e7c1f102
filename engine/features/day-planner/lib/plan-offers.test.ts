import { describe, expect, it } from 'vitest';
import { planOffers } from './plan-offers.ts';

const start = (time: string, bookable = 5) => ({ start_time: time, participants: { min: 1, max: 15, bookable } });

describe('planOffers', () => {
  it('turns tour starts with free places into offers ending after the tour duration', () => {
    const offers = planOffers({
      tours: [{ tour: { id: 4, title: 'Kuratorin', museum_id: 1, bookable: true, duration: 75 }, starts: [start('2026-11-26T17:00:00+01:00'), start('2026-11-26T17:15:00+01:00', 0)] }],
      dates: [],
    });
    expect(offers).toEqual([{ key: `tour-4-${Date.parse('2026-11-26T17:00:00+01:00')}`, kind: 'tour', id: 4, title: 'Kuratorin', museumId: 1, start: Date.parse('2026-11-26T17:00:00+01:00'), end: Date.parse('2026-11-26T18:15:00+01:00') }]);
  });
  it('assumes an hour when the server sends no tour duration', () => {
    const [offer] = planOffers({ tours: [{ tour: { id: 1, title: 'T', bookable: true }, starts: [start('2026-11-26T10:00:00+01:00')] }], dates: [] });
    expect(offer!.end - offer!.start).toBe(3_600_000);
    expect(offer!.museumId).toBeNull();
  });
  it('keeps bookable event dates with seats, by date id', () => {
    const offers = planOffers({
      tours: [],
      dates: [
        { id: 9, event_id: 2, museum_id: 1, title: 'Vortrag', start_time: '2026-11-26T18:30:00+01:00', duration: 60, seats: { available: 3 } },
        { id: 10, event_id: 2, museum_id: 1, title: 'Voll', start_time: '2026-11-26T20:00:00+01:00', duration: 60, seats: { available: 0 } },
        { id: 11, event_id: 3, museum_id: 1, title: 'Zu', bookable: false, start_time: '2026-11-26T20:00:00+01:00', duration: 60 },
      ],
    });
    expect(offers.map((offer) => [offer.key, offer.kind, offer.id, offer.eventId])).toEqual([['event-9', 'event', 9, 2]]);
    expect(offers[0]!.end).toBe(Date.parse('2026-11-26T19:30:00+01:00'));
  });
});
