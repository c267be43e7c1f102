import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type AuthHeaders } from '../../testing/accounts.fixtures';
import { addAudiencePrices, signInDemo, type DemoSession } from '../../testing/audience-prices.fixtures';
import { slotIso } from '../../testing/dates.fixtures';
import type { EventFixtures } from '../../testing/events.fixtures';
import type { OrderClient } from '../../testing/order-client.fixtures';
import { startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import type { TourFixtures } from '../../testing/tours.fixtures';

/**
 * requirements/accounts.md §6.3 special prices in POST /orders: event and tour items are priced for the
 * buyer's billing-address audience, as the price requests show them. Whoever else sends the
 * special amounts is charged the public price, so the total is refused with 422.
 */
let server: TestServer;
let ev: EventFixtures;
let to: TourFixtures;
let day: string;
let api: OrderClient;
let demo: DemoSession;
let other: { headers: AuthHeaders; address: number };
beforeAll(async () => {
  ({ server, ev, to, day, api } = await startOrderServer({ events: true, tours: true }));
  await addAudiencePrices(server.db, ev, to);
  demo = await signInDemo(server);
  const registered = await registerCustomer(server, {}, 'museen.localhost');
  other = { headers: registered.headers, address: registered.customer.addresses[0]!.id };
});
afterAll(() => server.close());

const concert = () => api.item('Event', { id: ev.scaled, quantities: { 1: 2 } });
const familyTour = (minutes: number) => api.item('Tour', {
  id: to.scaled, start_time: slotIso(day, minutes), language_id: to.language, age_group_id: to.adults, quantities: { 1: 2, 2: 1 },
});
const asSchool = () => ({ billing_address_id: demo.institution });

describe('event items at special prices', () => {
  it('charges the address owner the audience price and records the audience', async () => {
    const created = await api.order([concert()], 1800, asSchool(), demo.headers);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0]).toMatchObject({ price_cents: 1800, attributes: { quantities: [{ scale_price_id: 1, quantity: 2, price_cents: 900 }] } });
    const stored = await server.db.selectFrom('order_items').select('attributes').where('order_id', '=', created.body.order.id).executeTakeFirstOrThrow();
    expect(stored.attributes).toMatchObject({ price_target_audience_id: 3 });
  });

  it('prices seats by the audience\'s category price', async () => {
    const created = await api.order([api.item('Event', { id: ev.seated, seats: [{ seat_id: 1, scale_price_id: 11 }, { seat_id: 4 }] })], 2500 + 2000, asSchool(), demo.headers);
    expect(created.status).toBe(201);
  });

  it('refuses the special total without the address, anonymously and for other customers', async () => {
    for (const [extra, headers] of [[{}, demo.headers], [{ billing_address_id: demo.home }, demo.headers], [{}, {}], [{ billing_address_id: other.address }, other.headers]] as const) {
      const refused = await api.order([concert()], 1800, extra, headers);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.total).toEqual(['expected 2400']);
    }
    const foreign = await api.order([concert()], 1800, asSchool(), other.headers);
    expect(foreign.body.errors.billing_address_id).toEqual(['is not an address of yours']);
    expect((await api.order([concert()], 2400, { billing_address_id: other.address }, other.headers)).status).toBe(201);
  });
});

describe('tour items at special prices', () => {
  it('charges the address owner the audience participant prices', async () => {
    const created = await api.order([familyTour(600)], 2 * 600 + 400, asSchool(), demo.headers);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0].attributes.prices).toMatchObject([{ quantity: 2, price_cents: 600 }, { quantity: 1, price_cents: 400 }]);
  });

  it('charges audience surcharges and keeps the public ones', async () => {
    const group = api.item('Tour', { id: to.group, start_time: slotIso(day, 615), language_id: to.language, age_group_id: to.adults, quantity: 5, surcharges: { 1: 1, 2: 5 } });
    expect((await api.order([group], 9000 + 300 + 750, asSchool(), demo.headers)).body.errors.total).toEqual([`expected ${9000 + 300 + 500}`]);
    expect((await api.order([group], 9000 + 300 + 500, asSchool(), demo.headers)).status).toBe(201);
  });

  it('refuses the special total for anyone else and books them at the public price', async () => {
    const refused = await api.order([familyTour(630)], 1600, {}, other.headers);
    expect(refused.body.errors.total).toEqual(['expected 2000']);
    expect((await api.order([familyTour(630)], 2000, {}, other.headers)).status).toBe(201);
  });
});
