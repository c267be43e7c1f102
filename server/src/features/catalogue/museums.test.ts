import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMuseum } from '../../testing/catalogue.fixtures';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shopId = await insertShop(db);
    const otherShop = await insertShop(db, { slug: 'andere', hosts: ['andere.localhost'], is_default: false });
    const museum = async (values: Parameters<typeof insertMuseum>[1]) => ({ id: await insertMuseum(db, values) });
    ids.modern = (await museum({ shop_id: shopId,
      title: json({ de: 'Haus der Moderne', en: 'House of Modern Art' }), sub_title: json({ de: 'Kunst 100%' }), position: 2,
      description: json({ de: 'Beschreibung', en: 'Description' }), picture: json({ teaser: '/t.jpg' }),
      content: json({ shop_title: { de: 'Shop-Titel', en: 'Shop title' }, cms_title: { de: 'CMS' } }),
      location: json({ name: 'Haus', city: 'Berlin', latitude: 52.5 }),
      opening_hours: json({ 0: [600, 1080], 6: [600, 1440], 2: [600, 1110] }),
    })).id;
    ids.old = (await museum({ shop_id: shopId, title: json({ de: 'Altes Museum' }), sub_title: json({ de: 'Antike' }), position: 1 })).id;
    ids.foreign = await insertMuseum(db, { shop_id: otherShop, title: json({ de: 'Fremdes Museum' }) });
  });
});
afterAll(() => server.close());

describe('GET /api/v4/museums', () => {
  it('lists the shop\'s museums by position with meta', async () => {
    const response = await server.request('/api/v4/museums');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.museums.map((m: { title: string }) => m.title)).toEqual(['Altes Museum', 'Haus der Moderne']);
    expect(body.meta).toEqual({ total_count: 2, page: 1, per_page: 25 });
    expect(body.museums[1].picture).toEqual({
      title: null, description: null, copyright_info: null, teaser: 'http://localhost/t.jpg', preview: null, article: null, detail: null,
      // original: the largest size stored; outside /media/ no crop is made, so a variant is its plain size (issue 13)
      original: 'http://localhost/t.jpg', teaser_3x2: 'http://localhost/t.jpg', preview_3x2: null, article_3x2: null, detail_3x2: null,
    });
  });

  it('localizes titles and falls back to the main locale', async () => {
    const body = await (await server.request('/api/v4/museums?locale=en')).json();
    expect(body.museums.map((m: { title: string }) => m.title)).toEqual(['Altes Museum', 'House of Modern Art']);
  });

  it('searches title and sub_title case-insensitively in any locale', async () => {
    const search = async (q: string) =>
      (await (await server.request(`/api/v4/museums?q=${encodeURIComponent(q)}`)).json()).museums.map((m: { id: number }) => m.id);
    expect(await search('modern art')).toEqual([ids.modern]);
    expect(await search('ANTIKE')).toEqual([ids.old]);
    expect(await search('100%')).toEqual([ids.modern]);
    expect(await search('0%')).toEqual([ids.modern]);
    expect(await search('%%')).toEqual([]);
    // The input boundary answers NUL before any query (issue 14, finding 1).
    const nul = await server.request(`/api/v4/museums?q=${encodeURIComponent('\0')}`);
    expect(nul.status).toBe(422);
    expect((await nul.json()).errors).toHaveProperty('q');
  });

  it('pages with per_page up to 1000 and rejects more', async () => {
    const body = await (await server.request('/api/v4/museums?per_page=1&page=2')).json();
    expect(body.museums.map((m: { id: number }) => m.id)).toEqual([ids.modern]);
    expect(body.meta).toEqual({ total_count: 2, page: 2, per_page: 1 });
    expect((await server.request('/api/v4/museums?per_page=1000')).status).toBe(200);
    expect((await server.request('/api/v4/museums?per_page=1001')).status).toBe(422);
    expect((await server.request('/api/v4/museums?page=abc')).status).toBe(422);
  });
});

describe('GET /api/v4/museums/:id', () => {
  it('adds description, localized content and location', async () => {
    const body = await (await server.request(`/api/v4/museums/${ids.modern}?locale=en`)).json();
    expect(body.museum).toMatchObject({
      id: ids.modern, title: 'House of Modern Art', description: 'Description',
      content: { shop_title: 'Shop title', cms_title: 'CMS' },
      location: { name: 'Haus', city: 'Berlin', latitude: 52.5 },
    });
  });

  it('gives null for a missing description', async () => {
    const body = await (await server.request(`/api/v4/museums/${ids.old}`)).json();
    expect(body.museum).toMatchObject({ description: null, content: {}, location: {} });
  });

  it('answers 404 for unknown or foreign ids and 422 for garbage', async () => {
    for (const id of [999999, ids.foreign]) {
      const response = await server.request(`/api/v4/museums/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Museum not found', errors: {} });
    }
    expect((await server.request('/api/v4/museums/abc')).status).toBe(422);
    expect((await server.request('/api/v4/museums/99999999999')).status).toBe(422);
  });
});

describe('GET /api/v4/museums/:id/opening_hours', () => {
  const hours = async (date: string) => {
    const response = await server.request(`/api/v4/museums/${ids.modern}/opening_hours?date=${date}`);
    return { status: response.status, body: await response.json() };
  };

  it('answers the day\'s hours with the Berlin offset in winter and summer', async () => {
    expect((await hours('2026-01-04')).body).toEqual({ opening_hours: { begin: '2026-01-04T10:00:00+01:00', end: '2026-01-04T18:00:00+01:00' } });
    expect((await hours('2026-07-07')).body).toEqual({ opening_hours: { begin: '2026-07-07T10:00:00+02:00', end: '2026-07-07T18:30:00+02:00' } });
  });

  it('keeps wall-clock hours on the day clocks change and closes at midnight', async () => {
    expect((await hours('2026-03-29')).body.opening_hours).toEqual({ begin: '2026-03-29T10:00:00+02:00', end: '2026-03-29T18:00:00+02:00' });
    expect((await hours('2026-03-28')).body.opening_hours.end).toBe('2026-03-29T00:00:00+01:00');
  });

  it('answers null on a closed day', async () => {
    expect((await hours('2026-01-05')).body).toEqual({ opening_hours: null });
  });

  it('defaults to today', async () => {
    const response = await server.request(`/api/v4/museums/${ids.old}/opening_hours`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ opening_hours: null });
  });

  it('rejects invalid dates with 422 and unknown museums with 404', async () => {
    expect((await hours('2026-02-30')).status).toBe(422);
    expect((await hours('tomorrow')).status).toBe(422);
    expect((await hours('0001-01-01')).status).toBe(200);
    expect((await server.request('/api/v4/museums/424242/opening_hours')).status).toBe(404);
  });
});
