import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db); });
});
afterAll(() => server.close());

const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];

describe('GET /api/v4/countries', () => {
  it('lists the EU plus CH, GB and US with Germany first as id 60', async () => {
    const body = await (await server.request('/api/v4/countries?per_page=1000')).json();
    const codes = body.countries.map((country: { code: string }) => country.code);
    expect(codes).toEqual(expect.arrayContaining([...EU, 'CH', 'GB', 'US']));
    expect(body.countries[0]).toEqual({ id: 60, name: 'Deutschland', code: 'DE' });
    expect(body.countries).toContainEqual({ id: 80, name: 'Vereinigtes Königreich', code: 'GB' });
    expect(new Set(body.countries.map((country: { id: number }) => country.id)).size).toBe(codes.length);
    expect(body.meta).toEqual({ total_count: codes.length, page: 1, per_page: 1000 });
  });

  it('names countries in the requested locale, sorted after the home country', async () => {
    const body = await (await server.request('/api/v4/countries?locale=en&per_page=3')).json();
    expect(body.countries.map((country: { name: string }) => country.name)).toEqual(['Germany', 'Austria', 'Belgium']);
    expect(body.meta.per_page).toBe(3);
  });

  it('searches names and pages', async () => {
    const body = await (await server.request('/api/v4/countries?q=schweiz')).json();
    expect(body.countries).toEqual([{ id: 46, name: 'Schweiz', code: 'CH' }]);
    const second = await (await server.request('/api/v4/countries?per_page=25&page=2')).json();
    expect(second.countries.length).toBe(second.meta.total_count - 25);
  });
});

describe('GET /api/v4/dispatch_modes', () => {
  it('lists e-mail, post and pick-up with meta', async () => {
    expect(await (await server.request('/api/v4/dispatch_modes')).json()).toEqual({
      dispatch_modes: [{ id: 1, name: 'E-Mail' }, { id: 2, name: 'Post' }, { id: 3, name: 'Abholung im Museum' }],
      meta: { total_count: 3, page: 1, per_page: 25 },
    });
    const english = await (await server.request('/api/v4/dispatch_modes?locale=en')).json();
    expect(english.dispatch_modes[2].name).toBe('Pick-up at the museum');
  });
});
