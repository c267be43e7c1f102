import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso } from '../../testing/dates.fixtures';
import type { OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import type { TourFixtures } from '../../testing/tours.fixtures';

let server: TestServer;
let fx: OrderFixtures;
let to: TourFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, fx, to, day, api } = await startOrderServer({ tours: true })));
afterAll(() => server.close());

const groupTour = (attributes: Record<string, unknown> = {}) => api.item('Tour', {
  id: to.group, start_time: slotIso(day, 600), language_id: to.language, age_group_id: to.adults, quantity: 5, surcharges: { 1: 1, 2: 5 }, ...attributes,
});
const errorsOf = async (attributes: Record<string, unknown>) => (await api.order([groupTour(attributes)], 0)).body.errors;

describe('tour prices and start times (requirements/api.md §7.5-7.7)', () => {
  it('lists participant prices and surcharges, localized', async () => {
    const { body } = await api.send('GET', `/api/v4/tours/${to.group}/prices?locale=en&date=${day}&time=10-00`);
    expect(body).toMatchObject({ vat_pct: 19, discount: 0, tax_included: true });
    expect(body.prices).toEqual([
      { title: 'Entgelt', description: 'Gruppenpreis', group: true, optional: false, price_cents: 9000, vat_pct: 19 },
      expect.objectContaining({ price_surcharge_id: 1, title: 'Sonntag', group: true, optional: true, price_cents: 300 }),
      expect.objectContaining({ price_surcharge_id: 2, title: 'Material', group: false, optional: false, price_cents: 150 }),
    ]);
    expect((await api.send('GET', '/api/v4/tours/999999/prices')).status).toBe(404);
  });

  it('offers 15-minute start times of the tour window', async () => {
    const all = await api.send('GET', `/api/v4/tours/${to.scaled}/start_times?start_at=${day}&end_at=${day}&depth=all`);
    expect(all.body.data[day]).toEqual([600, 615, 630, 645, 660].map((minutes) => slotIso(day, minutes)));
    const any = await api.send('GET', `/api/v4/tours/${to.scaled}/start_times?start_at=${day}&end_at=${day}&participants=11`);
    expect(any.body.data).toEqual({ [day]: false });
    const one = await api.send('GET', `/api/v4/tours/${to.scaled}/start_times/${day}`);
    expect(one.body.data[0]).toEqual({ start_time: slotIso(day, 600), participants: { min: 2, max: 10, bookable: 10 } });
  });
});

describe('Tour items', () => {
  it('books a group tour: group price once, surcharges, equipment; the slot is then full', async () => {
    const created = await api.order([groupTour({ equipment: [{ id: 1, quantity: 2 }] })], 9000 + 300 + 750);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0]).toMatchObject({
      type: 'Tour', price_cents: 10050, vat_pct: '19.0',
      attributes: {
        tour_id: to.group, title: 'Gruppenführung', start_time: slotIso(day, 600), participants: 5, language: 'Deutsch', age_group: 'Erwachsene',
        location: { name: 'Neues Museum' }, equipment: [{ id: 1, quantity: 2 }],
        prices: [
          { title: 'Entgelt', description: 'Gruppenpreis', quantity: 1, price_cents: 9000, total_price_cents: 9000 },
          { title: 'Sonntag', quantity: 1, price_cents: 300, total_price_cents: 300 },
          { title: 'Material', quantity: 5, price_cents: 150, total_price_cents: 750 },
        ],
      },
    });
    expect(await errorsOf({})).toEqual({ 'items.0.attributes.start_time': ['is fully booked'] });
    const slots = (await api.send('GET', `/api/v4/tours/${to.group}/start_times/${day}`)).body.data;
    expect(slots[0].participants.bookable).toBe(0);
    expect(slots[1].participants.bookable).toBe(10);
  });

  it('prices scale quantities per person', async () => {
    const created = await api.order([api.item('Tour', { id: to.scaled, start_time: slotIso(day, 615), language_id: to.language, age_group_id: to.adults, grade_id: to.grade, quantities: { 1: 2, 2: 3 } })], 2800);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0].attributes).toMatchObject({ participants: 5, grade: 'Klasse 5' });
  });

  it('validates the start time, participants, lists, surcharges and equipment', async () => {
    const at = (minutes: number) => ({ start_time: slotIso(day, minutes) });
    expect((await errorsOf(at(607)))['items.0.attributes.start_time']).toEqual(['is not a start time of this tour']);
    expect((await errorsOf(at(675)))['items.0.attributes.start_time']).toEqual(['is not a start time of this tour']);
    expect((await errorsOf({ ...at(615), start_time: '2020-01-01T10:00:00+01:00' }))['items.0.attributes.start_time']).toEqual(['is in the past']);
    expect((await errorsOf({ ...at(615), quantity: 1, surcharges: { 2: 1 } }))['items.0.attributes.quantity']).toEqual(['must be at least 2']);
    expect((await errorsOf({ ...at(615), language_id: to.otherLanguage }))['items.0.attributes.language_id']).toEqual(['is not a language of this tour']);
    expect((await errorsOf({ ...at(615), surcharges: { 1: 1 } }))['items.0.attributes.surcharges.2']).toEqual(['must be 5']);
    expect((await errorsOf({ ...at(615), surcharges: { 1: 2, 2: 5 } }))['items.0.attributes.surcharges.1']).toEqual(['must be at most 1']);
    expect((await errorsOf({ ...at(615), surcharges: { 2: 5, 9: 1 } }))['items.0.attributes.surcharges.9']).toEqual(['is not a surcharge of this tour']);
    expect((await errorsOf({ ...at(615), equipment: [{ id: 1, quantity: 4 }] }))['items.0.attributes.equipment.0.quantity']).toEqual(['only 3 left']);
    expect((await errorsOf({ ...at(615), quantity: 2, surcharges: { 2: 2 }, equipment: [{ id: 1, quantity: 3 }] }))['items.0.attributes.equipment.0.quantity'])
      .toEqual(['must not exceed the participants']);
    expect((await errorsOf({ ...at(615), quantities: { 1: 2 } }))['items.0.attributes.quantity']).toEqual(['exactly one of quantity or quantities is required']);
    expect(fx.shopId).toBeGreaterThan(0);
  });
});
