import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertExhibition, insertMuseum, insertVocabulary } from '../../testing/catalogue.fixtures';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shop_id = await insertShop(db);
    ids.museum = await insertMuseum(db, { shop_id, title: json({ de: 'Museum' }) });
    ids.otherMuseum = await insertMuseum(db, { shop_id, title: json({ de: 'Anderes' }) });
    ids.exhibition = await insertExhibition(db, { shop_id, museum_id: ids.museum });
    ids.category = await insertVocabulary(db, shop_id, 'event_category', { de: 'öffentliche Führung', en: 'public tour' });
    ids.german = await insertVocabulary(db, shop_id, 'event_language', { de: 'Deutsch' });
    ids.english = await insertVocabulary(db, shop_id, 'event_language', { de: 'Englisch' });
    ids.kids = await insertVocabulary(db, shop_id, 'event_age_group', { de: 'Kinder' });
    ids.wheelchair = await insertVocabulary(db, shop_id, 'event_disablement', { de: 'Rollstuhl' });
    ids.tourKids = await insertVocabulary(db, shop_id, 'tour_age_group', { de: 'Tour-Kinder' });
    ids.siglo = await insertEvent(db, {
      shop_id, museum_id: ids.museum, exhibition_id: ids.exhibition, position: 1,
      title: json({ de: 'El Siglo de Oro | Führung', en: 'El Siglo de Oro | Tour' }), sub_title: json({ de: '60 Minuten<br>' }),
      registerable: true, category_id: ids.category, language_ids: [ids.german],
      tag_ids: [ids.kids, ids.wheelchair, ids.tourKids], picture: json({ teaser: '/siglo.jpg' }), location: json({ city: 'Berlin' }),
      description: json({ de: 'Beschreibung' }), content: json({ cms_title: { de: 'CMS', en: 'CMS en' } }),
    });
    ids.workshop = await insertEvent(db, {
      shop_id, museum_id: ids.otherMuseum, position: 2, title: json({ de: 'Druckwerkstatt' }),
      featured: true, bookable: false, ticket_sales_in_shop: true, language_ids: [ids.english],
    });
    ids.past = await insertEvent(db, { shop_id, position: 3, title: json({ de: 'Vergangen' }) });
    await db.insertInto('event_dates').values([
      { event_id: ids.siglo, start_time: new Date(Date.now() + 86_400_000).toISOString(), seats_max: 20, title: '{}', sub_title: '{}', description: '{}', language_id: null, max_per_registration: null },
      { event_id: ids.past, start_time: new Date(Date.now() - 86_400_000).toISOString(), seats_max: 20, title: '{}', sub_title: '{}', description: '{}', language_id: null, max_per_registration: null },
    ]).execute();
  });
});
afterAll(() => server.close());

const listIds = async (query: string) => {
  const response = await server.request(`/api/v4/events${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()).events.map((e: { id: number }) => e.id);
};

describe('GET /api/v4/events', () => {
  it('lists events with the requirements/api.md §6.2 fields, tags resolved by kind', async () => {
    const body = await (await server.request('/api/v4/events?locale=en')).json();
    expect(body.meta).toEqual({ total_count: 3, page: 1, per_page: 25 });
    expect(body.events[0]).toEqual({
      id: ids.siglo, exhibition_id: ids.exhibition, museum_id: ids.museum,
      title: 'El Siglo de Oro | Tour', sub_title: '60 Minuten<br>',
      featured: false, bookable: true, registerable: true, ticket_sales_in_shop: false, tickets: [], upcoming_bookings_start_times: expect.any(Array),
      category: { id: ids.category, name: 'public tour' },
      picture: expect.objectContaining({ teaser: 'http://localhost/siglo.jpg', detail: null }), location: { city: 'Berlin', name: null, country: null, street: null, zip: null, latitude: null, longitude: null },
      age_groups: [{ id: ids.kids, name: 'Kinder' }], audiences: [], catch_words: [],
      disablements: [{ id: ids.wheelchair, name: 'Rollstuhl' }], grades: [], proposal_categories: [],
      languages: [{ id: ids.german, name: 'Deutsch' }],
    });
    expect(body.events[1]).toMatchObject({ category: null, featured: true, bookable: false, ticket_sales_in_shop: true });
  });

  it('filters by flags, museum, exhibition, category, language and tags', async () => {
    expect(await listIds('?by_featured=true')).toEqual([ids.workshop]);
    expect(await listIds('?by_bookable=false')).toEqual([ids.workshop]);
    expect(await listIds(`?by_museum_ids[]=${ids.otherMuseum}`)).toEqual([ids.workshop]);
    expect(await listIds(`?by_exhibition_ids[]=${ids.exhibition}`)).toEqual([ids.siglo]);
    expect(await listIds(`?by_category_ids[]=${ids.category}`)).toEqual([ids.siglo]);
    expect(await listIds(`?by_language_ids[]=${ids.english}&by_language_ids[]=${ids.german}`)).toEqual([ids.siglo, ids.workshop]);
    expect(await listIds(`?by_disablement_ids[]=${ids.wheelchair}`)).toEqual([ids.siglo]);
    expect(await listIds(`?by_age_group_ids[]=${ids.english}`)).toEqual([]);
  });

  it('searches titles and keeps only events with future dates on request', async () => {
    expect(await listIds('?q=siglo')).toEqual([ids.siglo]);
    expect(await listIds('?with_bookings_in_future=true')).toEqual([ids.siglo]);
    expect(await listIds('?with_bookings_in_future=false')).toEqual([ids.siglo, ids.workshop, ids.past]);
  });

  it('lists each event\'s upcoming start times, future dates only (sort by next date)', async () => {
    const body = await (await server.request('/api/v4/events')).json();
    const byId = new Map(body.events.map((event: { id: number; upcoming_bookings_start_times: string[] }) => [event.id, event.upcoming_bookings_start_times]));
    expect(byId.get(ids.siglo)).toHaveLength(1);
    expect(byId.get(ids.past)).toEqual([]);
  });

  it('pages and rejects malformed filters', async () => {
    expect(await listIds('?per_page=2&page=2')).toEqual([ids.past]);
    expect((await server.request('/api/v4/events?by_category_ids[]=abc')).status).toBe(422);
    expect((await server.request('/api/v4/events?with_bookings_in_future=yes')).status).toBe(422);
    expect((await server.request('/api/v4/events?by_museum_ids[]=99999999999')).status).toBe(422);
  });
});

describe('GET /api/v4/events/:id', () => {
  it('adds description and localized content', async () => {
    const body = await (await server.request(`/api/v4/events/${ids.siglo}?locale=en`)).json();
    expect(body.event).toMatchObject({ id: ids.siglo, description: 'Beschreibung', content: { cms_title: 'CMS en' }, languages: [{ id: ids.german }] });
  });

  it('answers 404 for an unknown event and 422 for a garbage id', async () => {
    expect((await server.request('/api/v4/events/987654')).status).toBe(404);
    expect((await server.request('/api/v4/events/-1')).status).toBe(422);
  });

  it('still routes the vocabulary lists past /events/{id}', async () => {
    expect((await server.request('/api/v4/events/categories')).status).toBe(200);
  });
});
