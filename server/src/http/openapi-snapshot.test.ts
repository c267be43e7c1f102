import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * The public and the operator OpenAPI documents must not change by accident: a restructuring
 * may reorder them, nothing else. To accept a deliberate change, regenerate the snapshot with
 * `UPDATE_OPENAPI_SNAPSHOT=1 vitest run --project server openapi-snapshot` and commit it.
 */
const SNAPSHOT = resolve(import.meta.dirname, 'openapi.snapshot.json');
const DOCUMENTS = ['/api/v4/openapi.json', '/api/admin/v1/openapi.json'];

/** Arrays whose order carries no meaning in OpenAPI, with the key that identifies an entry. */
const UNORDERED: Record<string, (entry: unknown) => string> = {
  tags: (entry) => (typeof entry === 'string' ? entry : String((entry as { name?: unknown }).name)),
  required: (entry) => String(entry),
  parameters: (entry) => `${(entry as { in?: unknown }).in} ${(entry as { name?: unknown }).name}`,
};

function canonical(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const entries = value.map((entry) => canonical(entry));
    const order = UNORDERED[key];
    return order ? entries.sort((a, b) => order(a).localeCompare(order(b))) : entries;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value).sort().map((name) => [name, canonical((value as Record<string, unknown>)[name], name)]),
    );
  }
  return value;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db); });
});
afterAll(() => server.close());

describe('OpenAPI documents', () => {
  it('match the committed snapshot up to ordering', async () => {
    const documents: Record<string, unknown> = {};
    for (const path of DOCUMENTS) {
      const response = await server.request(path, { shop: 'museen.localhost' });
      expect(response.status, path).toBe(200);
      documents[path] = canonical(await response.json());
    }
    const actual = `${JSON.stringify(documents, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI_SNAPSHOT) writeFileSync(SNAPSHOT, actual);
    expect(actual).toBe(readFileSync(SNAPSHOT, 'utf8'));
  });
});
