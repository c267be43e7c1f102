import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVocabulary } from '../../testing/catalogue.fixtures';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shopId = await insertShop(db);
    const other = await insertShop(db, { slug: 'andere', hosts: [], is_default: false });
    ids.tour = await insertVocabulary(db, shopId, 'event_category', { de: 'Führung', en: 'Guided tour' });
    ids.workshop = await insertVocabulary(db, shopId, 'event_category', { de: 'Workshop' });
    ids.german = await insertVocabulary(db, shopId, 'event_language', { de: 'Deutsch', en: 'German' });
    ids.group = await insertVocabulary(db, shopId, 'tour_category', { de: 'Gruppenführung' });
    ids.kids = await insertVocabulary(db, shopId, 'tour_age_group', { de: 'Kinder' });
    await insertVocabulary(db, other, 'event_category', { de: 'Fremd' });
  });
});
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return response.json();
};

describe('event and tour vocabularies', () => {
  it('lists event categories of this shop only, localized', async () => {
    expect(await get('/api/v4/events/categories?locale=en')).toEqual({
      categories: [{ id: ids.tour, name: 'Guided tour' }, { id: ids.workshop, name: 'Workshop' }],
    });
  });

  it('keeps event and tour lists apart', async () => {
    expect(await get('/api/v4/events/languages')).toEqual({ languages: [{ id: ids.german, name: 'Deutsch' }] });
    expect(await get('/api/v4/tours/languages')).toEqual({ languages: [] });
    expect(await get('/api/v4/tours/categories')).toEqual({ categories: [{ id: ids.group, name: 'Gruppenführung' }] });
    expect(await get('/api/v4/tours/age_groups')).toEqual({ age_groups: [{ id: ids.kids, name: 'Kinder' }] });
  });

  it('serves every documented key under both scopes', async () => {
    for (const scope of ['events', 'tours']) {
      for (const key of ['categories', 'languages', 'age_groups', 'audiences', 'catch_words', 'proposal_categories', 'grades']) {
        expect(Object.keys(await get(`/api/v4/${scope}/${key}`))).toEqual([key]);
      }
    }
  });

  it('documents the lists in the OpenAPI document', async () => {
    const body = await get('/api/v4/openapi.json');
    expect(body.paths['/api/v4/tours/grades'].get.summary).toContain('requirements/api.md §7.1');
  });
});
