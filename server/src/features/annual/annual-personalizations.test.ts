import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annualClient, createAnnualTestServer, insertAnnualOrder, insertBuyer, type AnnualFixtures } from '../../testing/annual.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let fx: AnnualFixtures;
let call: ReturnType<typeof annualClient>;
beforeAll(async () => {
  ({ server, fx } = await createAnnualTestServer());
  call = annualClient(server);
});
afterAll(() => server.close());

const holder = { name: 'Peter', surname: 'Pan', email: 'peter@example.org', customer_salutation_id: 1, addr_city: 'Berlin', addr_country_id: 60, addr_street: 'Weg 1', addr_zip: '10119' };

/** A paid order of `ticketId` with a registered buyer, already opened once (slots exist). */
async function openOrder(ticketId = fx.annualTickets.optional, quantity = 2) {
  const buyer = await insertBuyer(server.db, fx.shopId);
  const order = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId, quantity }], { customerId: buyer.id });
  const view = (await call('GET', `/order?token=${order.token}`)).body.order;
  const slots: number[] = view.ticket_sales[0].personalizations.map((slot: { id: number }) => slot.id);
  return { order, buyer, buyerToken: view.customer.personalization_token as string, slots };
}
const personalise = (token: string, slotId: number, personalization: Record<string, unknown>) =>
  call('PUT', `/personalizations/${slotId}?token=${token}`, { personalization });
const upload = async (token: string, slotId: number, bytes: Uint8Array, type = 'image/png', name = 'photo.png') => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const response = await server.request(`/api/v4/annual/personalizations/${slotId}/upload?token=${token}`, { method: 'POST', shop: 'museen.localhost', body: form });
  return { status: response.status, body: await response.json() };
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('PUT /annual/personalizations/{id}', () => {
  it('personalises a slot for the buyer and for a new holder', async () => {
    const { order, buyer, buyerToken, slots } = await openOrder();
    const mine = await personalise(order.token, slots[0]!, { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId, dispatch_mode_id: 1 });
    expect(mine.status).toBe(200);
    expect(mine.body.personalization).toEqual({
      id: slots[0], ready: true, address_id: buyer.addressId, dispatch_mode_id: 1, photo_url: '/photos/original/missing.png',
      customer: { id: buyer.id, name: 'Bärbel', surname: 'Monkey', email: expect.any(String), salutation_id: 1, date_of_birth: '1980-05-01', addresses: [expect.objectContaining({ id: buyer.addressId })] },
    });
    const created = (await call('POST', `/customers?token=${order.token}`, { customer: holder })).body.customer;
    const theirs = await personalise(order.token, slots[1]!, { customer_personalization_token: created.personalization_token, customer_adress_id: created.addresses[0].id });
    expect(theirs.body.personalization).toMatchObject({ ready: true, customer: { id: created.id, name: 'Peter' }, address_id: created.addresses[0].id });
    const view = (await call('GET', `/order?token=${order.token}`)).body.order.ticket_sales[0].personalizations;
    expect(view.map((slot: { customer: { id: number } }) => slot.customer.id)).toEqual([buyer.id, created.id]);
  });

  it('refuses unknown holder tokens, foreign addresses and a holder already on another slot of the sale', async () => {
    const { order, buyer, buyerToken, slots } = await openOrder();
    expect(await personalise(order.token, slots[0]!, { customer_personalization_token: 'nope', customer_adress_id: buyer.addressId })).toMatchObject({
      status: 422, body: { error: 'Empty or invalid Token', code: 'invalid_token' },
    });
    const stranger = await insertBuyer(server.db, fx.shopId);
    const foreign = await personalise(order.token, slots[0]!, { customer_personalization_token: buyerToken, customer_adress_id: stranger.addressId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.customer_adress_id).toBeTruthy();
    expect((await personalise(order.token, slots[0]!, { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId })).status).toBe(200);
    expect((await personalise(order.token, slots[0]!, { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId })).status).toBe(200);
    const taken = await personalise(order.token, slots[1]!, { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId });
    expect(taken).toMatchObject({ status: 422, body: { code: 'holder_taken', errors: { customer_personalization_token: [expect.any(String)] } } });
  });

  it('refuses other orders\' slots (404), unpersonalisable tickets and sent sales', async () => {
    const { order, buyer, buyerToken, slots } = await openOrder();
    const other = await openOrder();
    const body = { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId };
    expect((await personalise(order.token, other.slots[0]!, body)).status).toBe(404);
    const plain = await openOrder(fx.annualTickets.plain, 1);
    expect((await personalise(plain.order.token, plain.slots[0]!, { customer_personalization_token: plain.buyerToken, customer_adress_id: plain.buyer.addressId })).body)
      .toMatchObject({ code: 'not_personalizable', error: 'The annual Ticket can not be personalized' });
    await server.db.updateTable('ticket_sales').set({ sent_at: new Date(), status: 'sent' }).where('id', '=', order.saleIds[0]!).execute();
    expect((await personalise(order.token, slots[0]!, body)).body).toMatchObject({ code: 'already_personalized', error: 'The annual Ticket is already personalized' });
  });
});

describe('holder photos', () => {
  it('keeps a mandatory-photo slot unready until a photo is uploaded, then serves the photo', async () => {
    const { order, buyer, buyerToken, slots } = await openOrder(fx.annualTickets.mandatory, 1);
    const done = await personalise(order.token, slots[0]!, { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId });
    expect(done.body.personalization.ready).toBe(false);
    expect((await server.request(`/api/v4/annual/personalizations/${slots[0]}/photo?token=${order.token}`, { shop: 'museen.localhost' })).status).toBe(404);
    const uploaded = await upload(order.token, slots[0]!, png, 'application/octet-stream', 'me.bin');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.personalization.ready).toBe(true);
    expect(uploaded.body.personalization.photo_url).toMatch(new RegExp(`^/api/v4/annual/personalizations/${slots[0]}/photo\\?token=${order.token}&v=\\d+$`));
    const photo = await server.request(uploaded.body.personalization.photo_url, { shop: 'museen.localhost' });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(png);
    expect((await call('GET', `/order?token=${order.token}`)).body.order.ticket_sales[0].personalizations[0].ready).toBe(true);
  });

  it('refuses files that are not images by their bytes, and files over 2 MB', async () => {
    const { order, slots } = await openOrder();
    const fake = await upload(order.token, slots[0]!, new TextEncoder().encode('<svg></svg>'), 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toEqual(['must be a JPEG, PNG, WebP or GIF image']);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const large = await upload(order.token, slots[0]!, big);
    expect(large.status).toBe(422);
    expect(large.body.errors.file).toEqual(['must be at most 2 MB']);
    const huge = new Uint8Array(3 * 1024 * 1024);
    huge.set(png);
    expect((await upload(order.token, slots[0]!, huge)).body.errors.file).toEqual(['must be at most 2 MB']);
    const none = await server.request(`/api/v4/annual/personalizations/${slots[0]}/upload?token=${order.token}`, { method: 'POST', shop: 'museen.localhost', body: new FormData() });
    expect(none.status).toBe(422);
  });

  it('answers 404 for photos and uploads of other orders\' slots', async () => {
    const { order } = await openOrder();
    const other = await openOrder();
    await upload(other.order.token, other.slots[0]!, png);
    expect((await upload(order.token, other.slots[0]!, png)).status).toBe(404);
    expect((await server.request(`/api/v4/annual/personalizations/${other.slots[0]}/photo?token=${order.token}`, { shop: 'museen.localhost' })).status).toBe(404);
    expect((await server.request(`/api/v4/annual/personalizations/${other.slots[0]}/photo?token=${other.order.token}`, { shop: 'museen.localhost' })).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every annual route', async () => {
    const paths = (await (await server.request('/api/v4/openapi.json')).json()).paths;
    const expected: [string, string][] = [
      ['/api/v4/annual/order', 'get'], ['/api/v4/annual/ticket_sales/{id}', 'put'], ['/api/v4/annual/customers', 'post'],
      ['/api/v4/annual/customers/{id}', 'put'], ['/api/v4/annual/personalizations/{id}', 'put'],
      ['/api/v4/annual/personalizations/{id}/upload', 'post'], ['/api/v4/annual/personalizations/{id}/photo', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
      expect(paths[path][method].tags, path).toEqual(['annual']);
    }
  });
});
