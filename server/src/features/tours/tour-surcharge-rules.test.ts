import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso } from '../../testing/dates.fixtures';
import type { OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import type { TourFixtures } from '../../testing/tours.fixtures';

/**
 * Issue 20 with requirements/tours.md §5.1: a per-person surcharge that is not optional covers the participants
 * beyond its count_participants ('Pro Person ab 11 Personen' = participants − 10), and a foreign-language
 * surcharge is a group surcharge that the price call offers — and an order must carry — only for the languages
 * it names (the prices depend on the language, requirements/tours.md §7.1).
 */
let server: TestServer;
let fx: OrderFixtures;
let to: TourFixtures;
let day: string;
let api: OrderClient;
let walk: number;
beforeAll(async () => {
  ({ server, fx, to, day, api } = await startOrderServer({ tours: true }));
  const tour = await server.db.insertInto('tours').values({
    shop_id: fx.shopId, title: JSON.stringify({ de: 'Altstadtführung' }), sub_title: '{}', description: '{}', content: '{}', picture: '{}', location: '{}',
    language_ids: [to.language, to.otherLanguage], age_group_ids: [to.adults], grade_ids: [], weekdays: [0, 1, 2, 3, 4, 5, 6], first_start: 600, last_start: 660,
    participants_min: 5, participants_max: 20, tours_per_slot: 3, vat_pct: 19, equipment: '[]', limitations: '{"language": false}',
    prices: JSON.stringify([{ title: { de: 'Gruppenpreis bis 10 Personen' }, group: true, optional: false, price_cents: 9000, vat_pct: 19 }]),
    surcharges: JSON.stringify([
      { price_surcharge_id: 1, title: { de: 'Pro Person ab 11 Personen' }, group: false, optional: false, count_participants: 10, price_cents: 800, vat_pct: 19 },
      { price_surcharge_id: 2, title: { de: 'Fremdsprachenzuschlag' }, group: true, optional: false, language_ids: [to.otherLanguage], price_cents: 3000, vat_pct: 19 },
    ]),
  }).returning('id').executeTakeFirstOrThrow();
  walk = tour.id;
});
afterAll(() => server.close());

const prices = async (languageId?: number) =>
  (await api.send('GET', `/api/v4/tours/${walk}/prices?date=${day}&time=10-00${languageId ? `&language_id=${languageId}` : ''}`)).body.prices as Record<string, unknown>[];
const walkItem = (languageId: number, surcharges: Record<string, number>, quantity = 12) => api.item('Tour', {
  id: walk, start_time: slotIso(day, 600), language_id: languageId, age_group_id: to.adults, quantity, surcharges,
});

describe('tour surcharges that follow the participants and the language', () => {
  it('offers the foreign-language surcharge only for the languages it names, and says from how many persons a surcharge counts', async () => {
    const german = await prices(to.language);
    expect(german.map((price) => price.title)).toEqual(['Gruppenpreis bis 10 Personen', 'Pro Person ab 11 Personen']);
    expect(german[1]).toMatchObject({ price_surcharge_id: 1, optional: false, count_participants: 10 });
    const english = await prices(to.otherLanguage);
    expect(english[2]).toMatchObject({ price_surcharge_id: 2, title: 'Fremdsprachenzuschlag', group: true, optional: false, price_cents: 3000 });
  });

  it('bills persons 11 and 12 and the foreign-language surcharge: 90 € + 2 × 8 € + 30 €', async () => {
    const created = await api.order([walkItem(to.otherLanguage, { 1: 2, 2: 1 })], 9000 + 1600 + 3000);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0].attributes.prices.map((line: { title: string; quantity: number }) => [line.title, line.quantity])).toEqual([
      ['Gruppenpreis bis 10 Personen', 1], ['Pro Person ab 11 Personen', 2], ['Fremdsprachenzuschlag', 1],
    ]);
  });

  it('refuses an order that leaves out what the participants or the language require', async () => {
    const errors = async (item: ReturnType<typeof walkItem>) => (await api.order([item], 0)).body.errors;
    expect((await errors(walkItem(to.otherLanguage, { 1: 0, 2: 1 })))['items.0.attributes.surcharges.1']).toEqual(['must be 2']);
    expect((await errors(walkItem(to.otherLanguage, { 1: 2 })))['items.0.attributes.surcharges.2']).toEqual(['must be 1']);
    expect((await errors(walkItem(to.language, { 1: 2, 2: 1 })))['items.0.attributes.surcharges.2']).toEqual(['does not apply to this language']);
    const small = await api.order([walkItem(to.language, { 1: 0 }, 8)], 9000);
    expect(small.status).toBe(201);
  });
});
