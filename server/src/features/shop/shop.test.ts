import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shopId = await insertShop(db, {
      settings: json({ vip: { enabled: true } }),
      config: json({ custom_css: 'body{}', defaults: { price_target_audience_id: 1 }, donations: { title: 'Spenden' } }),
      translations: json({
        de: { cart: { title: 'Warenkorb', empty: 'Leer' }, common: { ok: 'OK' } },
        en: { cart: { title: 'Basket' } },
      }),
      content: json({ de: { agb: '<h2>AGB</h2>', impressum: '<p>Impressum</p>' }, en: { agb: '<h2>Terms</h2>', impressum: ' ' } }),
    });
    await insertShop(db, { slug: 'zu', hosts: ['zu.localhost'], name: 'Geschlossen', is_default: false, maintenance: true });
    await db.insertInto('donation_campaigns').values([
      { shop_id: shopId, name: json({ de: 'Restaurierung', en: 'Restoration' }), position: 2 },
      { shop_id: shopId, name: json({ de: 'Ankauf' }), position: 1 },
    ]).execute();
    await db.insertInto('payment_modes').values([
      { id: 5, shop_id: shopId, name: json({ de: 'PayPal' }), kind: 'paypal', position: 2, settings: json({ client_id: 'sb' }) },
      { id: 2, shop_id: shopId, name: json({ de: 'Kreditkarte', en: 'Credit card' }), kind: 'credit_card', icons: ['visa'], position: 1, settings: json({}) },
    ]).execute();
  });
});
afterAll(() => server.close());

describe('GET /api/v4/shop', () => {
  it('answers the bootstrap in the main locale by default', async () => {
    const response = await server.request('/api/v4/shop');
    expect(response.status).toBe(200);
    const { shop } = await response.json();
    expect(shop).toMatchObject({
      slug: 'museen', name: 'Museen am Fluss', locale: 'de', locales: ['de', 'en', 'es', 'fr'], currency: 'EUR',
      settings: { vip: { enabled: true } },
      // flat dotted keys, as the go~mus API serves them (issue 13)
      translations: { 'cart.title': 'Warenkorb', 'cart.empty': 'Leer', 'common.ok': 'OK' },
      content: { agb: '<h2>AGB</h2>', impressum: '<p>Impressum</p>' },
    });
  });

  it('merges the requested translations over the main locale key by key', async () => {
    const { shop } = await (await server.request('/api/v4/shop?locale=en')).json();
    expect(shop.locale).toBe('en');
    expect(shop.translations).toEqual({ 'cart.title': 'Basket', 'cart.empty': 'Leer', 'common.ok': 'OK' });
  });

  it('falls back per content page, treating blank pages as missing', async () => {
    const { shop } = await (await server.request('/api/v4/shop?locale=en')).json();
    expect(shop.content).toEqual({ agb: '<h2>Terms</h2>', impressum: '<p>Impressum</p>' });
  });

  it('fills config defaults and lists donation campaigns localized in order', async () => {
    const { shop } = await (await server.request('/api/v4/shop?locale=en')).json();
    expect(shop.config).toMatchObject({
      custom_css: 'body{}', custom_js: '', staging: false, registration: true, tag_manager_id: null,
      defaults: { price_target_audience_id: 1 },
      donations: { title: 'Spenden', campaigns: [{ name: 'Ankauf' }, { name: 'Restoration' }] },
    });
  });

  it('lists payment modes by position with localized names', async () => {
    const { shop } = await (await server.request('/api/v4/shop?locale=en')).json();
    expect(shop.payment_modes).toEqual([
      { id: 2, name: 'Credit card', kind: 'credit_card', provider: 'sandbox', icons: ['visa'], settings: {} },
      { id: 5, name: 'PayPal', kind: 'paypal', provider: 'sandbox', icons: [], settings: { client_id: 'sb' } },
    ]);
  });

  it('answers 422 naming the locale for a locale the shop lacks', async () => {
    const response = await server.request('/api/v4/shop?locale=xx');
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toContain('locale');
    expect(body.errors.locale).toHaveLength(1);
  });

  it('documents the route in the OpenAPI document', async () => {
    const body = await (await server.request('/api/v4/openapi.json')).json();
    expect(body.paths['/api/v4/shop'].get.tags).toEqual(['shop']);
  });
});

describe('maintenance', () => {
  it('answers 503 on the bootstrap and on any other API route', async () => {
    for (const path of ['/api/v4/shop', '/api/v4/locales', '/api/v4/museums']) {
      const response = await server.request(path, { shop: 'zu.localhost' });
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({ error: 'maintenance', errors: {} });
    }
  });

  it('keeps /version and /openapi.json open', async () => {
    expect((await server.request('/api/v4/version', { shop: 'zu.localhost' })).status).toBe(200);
    expect((await server.request('/api/v4/openapi.json', { shop: 'zu.localhost' })).status).toBe(200);
  });

  it('does not touch a shop that is open', async () => {
    expect((await server.request('/api/v4/locales')).status).toBe(200);
  });
});
