import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shop_id = await insertShop(db);
    const insert = async (values: Record<string, unknown>) =>
      (await db.insertInto('merchandises').values({
        shop_id, title: json({}), sub_title: '{}', description: '{}', picture: '{}', price_cents: 0, vat_pct: 19,
        stock: null, shipped_with_merchandise_id: null, ...values,
      }).returning('id').executeTakeFirstOrThrow()).id;
    ids.shipping = await insert({ title: json({ de: 'Versand per Post', en: 'Shipping' }), price_cents: 450, is_shipping_article: true, position: 9 });
    ids.catalogue = await insert({
      title: json({ de: 'Katalog' }), sub_title: json({ de: 'Gebunden' }), description: json({ de: '320 Seiten' }),
      picture: json({ detail: '/k.jpg' }), price_cents: 3900, vat_pct: 7, discount: 10, stock: 12,
      shipped_with_merchandise_id: ids.shipping, position: 1,
    });
    ids.poster = await insert({ title: json({ de: 'Poster' }), price_cents: 900, stock: -2, position: 2 });
  });
});
afterAll(() => server.close());

describe('GET /api/v4/merchandises', () => {
  it('lists articles by position with the spec fields', async () => {
    const body = await (await server.request('/api/v4/merchandises')).json();
    expect(body.meta.total_count).toBe(3);
    expect(body.merchandises.map((m: { id: number }) => m.id)).toEqual([ids.catalogue, ids.poster, ids.shipping]);
    expect(body.merchandises[0]).toEqual({
      id: ids.catalogue, title: 'Katalog', sub_title: 'Gebunden', description: '320 Seiten',
      picture: expect.objectContaining({ detail: 'http://localhost/k.jpg', teaser: null }),
      price_cents: 3900, vat_pct: 7, tax_included: true, discount: 10, available: 12,
      shipped_with_merchandise_id: ids.shipping, is_shipping_article: false,
    });
    expect(body.merchandises[1]).toMatchObject({ available: 0, vat_pct: 19, description: null });
    expect(body.merchandises[2]).toMatchObject({ available: null, is_shipping_article: true });
  });

  it('filters shipping articles and searches titles', async () => {
    const ids_ = async (query: string) =>
      (await (await server.request(`/api/v4/merchandises${query}`)).json()).merchandises.map((m: { id: number }) => m.id);
    expect(await ids_('?by_shipping_article=false')).toEqual([ids.catalogue, ids.poster]);
    expect(await ids_('?by_shipping_article=true')).toEqual([ids.shipping]);
    expect(await ids_('?q=shipping')).toEqual([ids.shipping]);
  });
});

describe('GET /api/v4/merchandises/:id', () => {
  it('answers one article, localized', async () => {
    const body = await (await server.request(`/api/v4/merchandises/${ids.shipping}?locale=en`)).json();
    expect(body.merchandise).toMatchObject({ id: ids.shipping, title: 'Shipping', price_cents: 450 });
  });

  it('answers 404 for an unknown id and 422 for garbage', async () => {
    expect((await server.request('/api/v4/merchandises/5555555')).status).toBe(404);
    expect((await server.request('/api/v4/merchandises/1.5')).status).toBe(422);
  });
});
