import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, type AuthHeaders } from '../../testing/accounts.fixtures';
import { addAudiencePrices, SCHOOLS, signInDemo, type DemoSession } from '../../testing/audience-prices.fixtures';
import { createEventFixtures, type EventFixtures } from '../../testing/events.fixtures';
import { createOrderFixtures } from '../../testing/orders.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createTourFixtures, type TourFixtures } from '../../testing/tours.fixtures';

/**
 * requirements/accounts.md §6.3 special prices on GET /events/{event_id}/dates/{id} and
 * GET /tours/{id}/prices: the signed-in owner's address (or, for tours, an audience they own)
 * decides; foreign ids are ignored, never an error (features/account/price-audience.ts).
 */
let server: TestServer;
let ev: EventFixtures;
let to: TourFixtures;
let demo: DemoSession;
let other: { headers: AuthHeaders; address: number };
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const fx = await createOrderFixtures(db);
    ev = await createEventFixtures(db, fx.shopId);
    to = await createTourFixtures(db, fx.shopId);
    await addAudiencePrices(db, ev, to);
  });
  demo = await signInDemo(server);
  const registered = await registerCustomer(server);
  other = { headers: registered.headers, address: registered.customer.addresses[0]!.id };
});
afterAll(() => server.close());

type Price = { scale_price_id?: number; price_surcharge_id?: number; price_cents: number };
const get = async (path: string, headers?: AuthHeaders) => {
  const response = await server.request(path, headers ? { headers } : {});
  expect(response.status, path).toBe(200);
  return response.json();
};
const cents = (prices: Price[]) => prices.map((price) => price.price_cents);

describe('GET /api/v4/events/{event_id}/dates/{id} with billing_address_id', () => {
  const date = async (query: string, headers?: AuthHeaders) =>
    (await get(`/api/v4/events/${ev.scaledEvent}/dates/${ev.scaled}?${query}`, headers)).date as { prices: Price[]; price_target_audience_id: number | null };

  it("shows the address owner their audience's prices and names the audience", async () => {
    const special = await date(`billing_address_id=${demo.institution}`, demo.headers);
    expect(cents(special.prices)).toEqual([900, 5000]);
    expect(special.price_target_audience_id).toBe(SCHOOLS);
  });

  it('shows public prices without an address, for an address without audience, anonymously or for a foreign address', async () => {
    for (const [query, headers] of [
      ['', demo.headers], [`billing_address_id=${demo.home}`, demo.headers], [`billing_address_id=${demo.institution}`, undefined],
      [`billing_address_id=${demo.institution}`, other.headers], ['billing_address_id=999999', demo.headers],
    ] as const) {
      const shown = await date(query, headers);
      expect(cents(shown.prices), query).toEqual([1200, 5000]);
      expect(shown.price_target_audience_id).toBeNull();
    }
  });

  it('replaces seat category prices of seated events', async () => {
    const seated = (await get(`/api/v4/events/${ev.seatedEvent}/dates/${ev.seated}?billing_address_id=${demo.institution}`, demo.headers)).date;
    expect(seated.prices).toMatchObject([{ scale_price_id: 11, seat_category_id: 1, price_cents: 2500 }, { scale_price_id: 12, price_cents: 2000 }]);
  });

  it('refuses a malformed address id with 422', async () => {
    expect((await server.request(`/api/v4/events/${ev.scaledEvent}/dates/${ev.scaled}?billing_address_id=abc`)).status).toBe(422);
  });
});

describe('GET /api/v4/tours/{id}/prices with an address or an audience', () => {
  const prices = async (id: number, query: string, headers?: AuthHeaders) =>
    await get(`/api/v4/tours/${id}/prices?${query}`, headers) as { prices: Price[]; price_target_audience_id: number | null };

  it('takes the owner\'s address under both spellings', async () => {
    for (const param of ['billing_address_id', 'customer_adress_id']) {
      const shown = await prices(to.scaled, `${param}=${demo.institution}`, demo.headers);
      expect(cents(shown.prices), param).toEqual([600, 400]);
      expect(shown.price_target_audience_id).toBe(SCHOOLS);
    }
  });

  it('honours an explicit audience only when one of the caller\'s addresses or the account has it', async () => {
    for (const param of ['price_target_audience_id', 'price_target_audience_id_id']) {
      expect(cents((await prices(to.scaled, `${param}=${SCHOOLS}`, demo.headers)).prices), param).toEqual([600, 400]);
      expect(cents((await prices(to.scaled, `${param}=${SCHOOLS}`, other.headers)).prices), param).toEqual([800, 400]);
      expect((await prices(to.scaled, `${param}=${SCHOOLS}`)).price_target_audience_id, param).toBeNull();
    }
  });

  it("ignores another customer's address", async () => {
    const shown = await prices(to.scaled, `customer_adress_id=${demo.institution}&price_target_audience_id_id=${SCHOOLS}`, other.headers);
    expect(shown).toMatchObject({ price_target_audience_id: null, prices: [{ price_cents: 800 }, { price_cents: 400 }] });
    expect((await prices(to.scaled, `customer_adress_id=${other.address}`, demo.headers)).price_target_audience_id).toBeNull();
  });

  it('replaces surcharges of the audience and keeps the others', async () => {
    const shown = await prices(to.group, `billing_address_id=${demo.institution}`, demo.headers);
    expect(shown.prices.map((price) => [price.price_surcharge_id ?? null, price.price_cents])).toEqual([[null, 9000], [1, 300], [2, 100]]);
    expect(shown.price_target_audience_id).toBe(SCHOOLS);
  });
});

describe('OpenAPI', () => {
  it('documents price_target_audience_id and the address and audience parameters', async () => {
    const body = await get('/api/v4/openapi.json');
    const detail = body.components.schemas.EventDateDetail.allOf.find((part: { properties?: object }) => part.properties);
    expect(detail.properties.price_target_audience_id).toMatchObject({ type: ['integer', 'null'], description: expect.stringMatching(/null: public prices/) });
    expect(detail.required).toContain('price_target_audience_id');
    const date = body.paths['/api/v4/events/{event_id}/dates/{id}'].get;
    expect(date.parameters.find((param: { name: string }) => param.name === 'billing_address_id').description).toMatch(/special prices/);
    const tour = body.paths['/api/v4/tours/{id}/prices'].get;
    const names = tour.parameters.map((param: { name: string }) => param.name);
    expect(names).toEqual(expect.arrayContaining(['billing_address_id', 'customer_adress_id', 'price_target_audience_id', 'price_target_audience_id_id']));
    expect(tour.responses['200'].content['application/json'].schema.properties.price_target_audience_id).toBeDefined();
    expect(tour.description).toMatch(/explicit audience/);
  });
});
