import type { Db } from '../db/connect';
import { addDays, dayOf, wallClock } from '../shared/berlin-time';
import { dayAhead } from './dates.fixtures';

const text = (de: string) => JSON.stringify({ de, en: `${de} (en)` });

export interface EventFixtures { plain: number; scaled: number; seated: number; past: number; plainEvent: number; scaledEvent: number; seatedEvent: number; languageId: number }

/**
 * Test-only events on `day` at 14:00: a single-price date (5 seats, at most 4 per order),
 * one with scale prices (one of them a group price), a seated one (6 seats, seat 6 blocked,
 * category prices) and a date in the past.
 */
export async function createEventFixtures(
  db: Db, shopId: number, day = dayAhead(new Date()), pastDay = addDays(dayOf(new Date()), -2),
): Promise<EventFixtures> {
  const language = await db.insertInto('vocabularies').values({ shop_id: shopId, kind: 'event_language', name: text('Deutsch') }).returning('id').executeTakeFirstOrThrow();
  const event = async (title: string, prices: unknown[], seating: unknown = null) => (await db.insertInto('events').values({
    shop_id: shopId, title: text(title), sub_title: '{}', description: '{}', content: '{}', picture: '{}', location: JSON.stringify({ name: 'Altes Museum', city: 'Berlin' }), vat_pct: 7,
    prices: JSON.stringify(prices), seating: seating === null ? null : JSON.stringify(seating), language_ids: [language.id],
  }).returning('id').executeTakeFirstOrThrow()).id;
  const plainEvent = await event('Lesung', [{ group: false, optional: false, price_cents: 400 }]);
  const scaledEvent = await event('Konzert', [
    { scale_price_id: 1, title: { de: 'Erwachsene' }, group: false, optional: false, price_cents: 1200 },
    { scale_price_id: 2, title: { de: 'Schulklasse' }, group: true, optional: false, price_cents: 5000 },
  ]);
  const seat = (id: number, category: number) => ({ id, row_id: 1, category_id: category, type_id: null, title: { de: `Platz ${id}` }, description: {} });
  const seatedEvent = await event('Theater', [
    { scale_price_id: 11, title: { de: 'Parkett' }, group: false, optional: false, price_cents: 3000, seat_category_id: 1 },
    { scale_price_id: 12, title: { de: 'Rang' }, group: false, optional: false, price_cents: 2000, seat_category_id: 2 },
  ], {
    visual_url: '/api/v4/seatings/1.svg', blocked_seats: [6], rows: [{ id: 1, title: { de: 'Reihe 1' } }], types: [],
    categories: [{ id: 1, title: { de: 'Parkett' }, description: {}, color_code: '#000' }, { id: 2, title: { de: 'Rang' }, description: {}, color_code: '#fff' }],
    seats: [seat(1, 1), seat(2, 1), seat(3, 1), seat(4, 2), seat(5, 2), seat(6, 2)],
  });
  const date = async (eventId: number, on: string, seats: number, max: number | null = null) => (await db.insertInto('event_dates').values({
    event_id: eventId, title: '{}', sub_title: '{}', description: '{}', start_time: wallClock(on, 840), seats_max: seats, max_per_registration: max, language_id: language.id,
  }).returning('id').executeTakeFirstOrThrow()).id;
  return {
    plain: await date(plainEvent, day, 5, 4), scaled: await date(scaledEvent, day, 30), seated: await date(seatedEvent, day, 6),
    past: await date(plainEvent, pastDay, 5), plainEvent, scaledEvent, seatedEvent, languageId: language.id,
  };
}
