import { describe, expect, it } from 'vitest';
import { eventTexts } from './event-texts.ts';

const event = { id: 1, museum_id: 1, title: 'Vortrag', sub_title: 'Mit der Kuratorin', description: '<p>Event</p>' };

describe('requirements/events-and-seats.md §2: event date text overrides the product texts', () => {
  it('uses the event texts without a date', () => {
    expect(eventTexts(event)).toEqual({ title: 'Vortrag', subTitle: 'Mit der Kuratorin', description: '<p>Event</p>' });
  });
  it('uses every text the date has, and the event’s for the rest', () => {
    expect(eventTexts(event, { title: 'Sondertermin', sub_title: null, description: '<p>Date</p>' }))
      .toEqual({ title: 'Sondertermin', subTitle: 'Mit der Kuratorin', description: '<p>Date</p>' });
  });
});
