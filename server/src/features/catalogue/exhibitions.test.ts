import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExhibition, insertMuseum } from '../../testing/catalogue.fixtures';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
const FRAMES = [{ start_at: '2026-03-01T10:00:00+01:00', end_at: '2026-09-30T18:00:00+02:00' }];

beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shopId = await insertShop(db);
    const museum = (title: string) => insertMuseum(db, { shop_id: shopId, title: json({ de: title }) });
    ids.m1 = await museum('Erstes');
    ids.m2 = await museum('Zweites');
    const exhibition = (values: Partial<Parameters<typeof insertExhibition>[1]>) =>
      insertExhibition(db, { shop_id: shopId, museum_id: ids.m1!, ...values });
    ids.gold = await exhibition({
      title: json({ de: 'Goldenes Zeitalter', en: 'Golden Age' }), featured: true, position: 1,
      slider_description: json({ de: 'Im Slider' }), time_frames: json(FRAMES),
      description: json({ de: 'Lang' }), content: json({ shop_sub_title: { de: 'Untertitel' } }), location: json({ city: 'Köln' }),
    });
    ids.permanent = await exhibition({ title: json({ de: 'Sammlung' }), sub_title: json({ en: 'Permanent collection' }), museum_id: ids.m2, position: 2 });
    ids.third = await exhibition({ title: json({ de: 'Gold und Silber' }), museum_id: ids.m2, position: 3 });
  });
});
afterAll(() => server.close());

const listIds = async (query: string) => {
  const response = await server.request(`/api/v4/exhibitions${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).exhibitions.map((e: { id: number }) => e.id);
};

describe('GET /api/v4/exhibitions', () => {
  it('lists with the contract fields and time frames as stored', async () => {
    const body = await (await server.request('/api/v4/exhibitions?locale=en')).json();
    expect(body.meta.total_count).toBe(3);
    expect(body.exhibitions[0]).toEqual({
      id: ids.gold, museum_id: ids.m1, title: 'Golden Age', sub_title: '', slider_description: 'Im Slider',
      featured: true, picture: expect.objectContaining({ teaser: null }), time_frames: FRAMES,
    });
    expect(body.exhibitions[1]).toMatchObject({ sub_title: 'Permanent collection', time_frames: [] });
  });

  it('filters by museum ids in both array spellings', async () => {
    expect(await listIds(`?by_museum_ids[]=${ids.m2}`)).toEqual([ids.permanent, ids.third]);
    expect(await listIds(`?by_museum_ids%5B%5D=${ids.m1}&by_museum_ids%5B%5D=${ids.m2}`)).toEqual([ids.gold, ids.permanent, ids.third]);
    expect(await listIds(`?by_museum_ids=${ids.m1}`)).toEqual([ids.gold]);
  });

  it('filters by featured and text', async () => {
    expect(await listIds('?by_featured=true')).toEqual([ids.gold]);
    expect(await listIds('?by_featured=0')).toEqual([ids.permanent, ids.third]);
    expect(await listIds('?q=gold')).toEqual([ids.gold, ids.third]);
    expect(await listIds(`?q=gold&by_museum_ids[]=${ids.m2}`)).toEqual([ids.third]);
  });

  it('rejects malformed filters with 422', async () => {
    expect((await server.request('/api/v4/exhibitions?by_museum_ids[]=x')).status).toBe(422);
    expect((await server.request('/api/v4/exhibitions?by_featured=maybe')).status).toBe(422);
  });
});

describe('GET /api/v4/exhibitions/:id', () => {
  it('adds description, content and location', async () => {
    const body = await (await server.request(`/api/v4/exhibitions/${ids.gold}`)).json();
    expect(body.exhibition).toMatchObject({
      id: ids.gold, description: 'Lang', content: { shop_sub_title: 'Untertitel' }, location: { city: 'Köln' }, time_frames: FRAMES,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await server.request('/api/v4/exhibitions/777777');
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('Exhibition not found');
  });
});
