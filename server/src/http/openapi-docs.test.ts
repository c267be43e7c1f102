import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db); });
});
afterAll(() => server.close());

const CATALOGUE_PATHS = [
  '/api/v4/shop', '/api/v4/museums', '/api/v4/museums/{id}', '/api/v4/museums/{id}/opening_hours',
  '/api/v4/exhibitions', '/api/v4/exhibitions/{id}', '/api/v4/events', '/api/v4/events/{id}', '/api/v4/events/categories',
  '/api/v4/tours', '/api/v4/tours/{id}', '/api/v4/tours/languages', '/api/v4/merchandises', '/api/v4/merchandises/{id}',
  '/api/v4/coupons', '/api/v4/coupons/{id}', '/api/v4/countries', '/api/v4/dispatch_modes',
];

describe('OpenAPI document', () => {
  it('documents every catalogue route with summary, tags and a 200 schema', async () => {
    const body = await (await server.request('/api/v4/openapi.json')).json();
    for (const path of CATALOGUE_PATHS) {
      const operation = body.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation.summary, path).toBeTruthy();
      expect(operation.tags.length, path).toBeGreaterThan(0);
      expect(operation.responses['200'].content['application/json'].schema, path).toBeDefined();
    }
  });

  it('shares the Picture, Location and Meta components', async () => {
    const body = await (await server.request('/api/v4/openapi.json')).json();
    expect(Object.keys(body.components.schemas)).toEqual(expect.arrayContaining(['Picture', 'Location', 'Meta', 'Tag', 'Error']));
  });
});
