import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMuseum, insertTour, insertVocabulary } from '../../testing/catalogue.fixtures';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
const EQUIPMENT = [{ id: 1, max: 10, type: 'headset' }, { id: 2, max: 5, type: { de: 'Audioguide', en: 'Audio guide' }, title: { de: 'Audioguide', en: 'Audio guide' } }];
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shop_id = await insertShop(db);
    ids.museum = await insertMuseum(db, { shop_id });
    ids.category = await insertVocabulary(db, shop_id, 'tour_category', { de: 'Führung' });
    ids.german = await insertVocabulary(db, shop_id, 'tour_language', { de: 'Deutsch' });
    ids.kids = await insertVocabulary(db, shop_id, 'tour_age_group', { de: 'Kinder' });
    ids.grade5 = await insertVocabulary(db, shop_id, 'tour_grade', { de: 'Klasse 5' });
    ids.audience = await insertVocabulary(db, shop_id, 'tour_audience', { de: 'Schulen' });
    ids.eventKids = await insertVocabulary(db, shop_id, 'event_age_group', { de: 'Event-Kinder' });
    ids.group = await insertTour(db, {
      shop_id, museum_id: ids.museum, position: 1, title: json({ de: 'Gruppenführung' }), duration: 75,
      category_id: ids.category, language_ids: [ids.german], age_group_ids: [ids.kids, ids.eventKids], grade_ids: [ids.grade5],
      tag_ids: [ids.audience, ids.kids], equipment: json(EQUIPMENT), limitations: json({ language: true }),
      picture: json({ original: '/o.jpg' }), description: json({ de: 'Für Gruppen' }), content: json({ shop_title: { de: 'Gruppen' } }),
    });
    ids.school = await insertTour(db, { shop_id, position: 2, title: json({ de: 'Schulprogramm' }), featured: true });
  });
});
afterAll(() => server.close());

const listIds = async (query: string) => {
  const response = await server.request(`/api/v4/tours${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()).tours.map((t: { id: number }) => t.id);
};

describe('GET /api/v4/tours', () => {
  it('lists tours with equipment as a flag and the original picture', async () => {
    const body = await (await server.request('/api/v4/tours')).json();
    expect(body.meta.total_count).toBe(2);
    expect(body.tours[0]).toMatchObject({
      id: ids.group, museum_id: ids.museum, exhibition_id: null, title: 'Gruppenführung', equipment: true, duration: 75,
      picture: { original: 'http://localhost/o.jpg', teaser: null }, category: { id: ids.category, name: 'Führung' },
      languages: [{ id: ids.german, name: 'Deutsch' }],
      age_groups: [{ id: ids.kids, name: 'Kinder' }], grades: [{ id: ids.grade5, name: 'Klasse 5' }],
      audiences: [{ id: ids.audience, name: 'Schulen' }], disablements: [],
    });
    expect(body.tours[1]).toMatchObject({ equipment: false, category: null, languages: [] });
    expect(body.tours[0]).not.toHaveProperty('description');
  });

  it('filters like events, age groups and grades also by their own columns', async () => {
    expect(await listIds('?by_featured=1')).toEqual([ids.school]);
    expect(await listIds(`?by_grade_ids[]=${ids.grade5}`)).toEqual([ids.group]);
    expect(await listIds(`?by_age_group_ids=${ids.kids}`)).toEqual([ids.group]);
    expect(await listIds(`?by_language_ids[]=${ids.german}`)).toEqual([ids.group]);
    expect(await listIds('?q=SCHUL')).toEqual([ids.school]);
  });
});

describe('GET /api/v4/tours/:id', () => {
  it('adds description, content, limitations and the equipment list', async () => {
    const body = await (await server.request(`/api/v4/tours/${ids.group}`)).json();
    expect(body.tour).toMatchObject({
      description: 'Für Gruppen', content: { shop_title: 'Gruppen' }, limitations: { language: true }, duration: 75,
      equipment: [EQUIPMENT[0], { id: 2, max: 5, type: 'Audioguide', title: 'Audioguide' }],
    });
    const english = await (await server.request(`/api/v4/tours/${ids.group}?locale=en`)).json();
    expect(english.tour.equipment[1]).toMatchObject({ type: 'Audio guide', title: 'Audio guide' });
    const plain = await (await server.request(`/api/v4/tours/${ids.school}`)).json();
    expect(plain.tour).toMatchObject({ description: null, limitations: { language: false }, equipment: [] });
  });

  it('answers 404 for an unknown tour and keeps vocabulary paths working', async () => {
    expect((await server.request('/api/v4/tours/999999')).status).toBe(404);
    expect((await server.request('/api/v4/tours/grades')).status).toBe(200);
  });
});
