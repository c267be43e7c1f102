import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createAdminTestServer();
  cookie = await signIn(server);
});
afterAll(() => server.close());

const example = (slug: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../../schemas/examples', `${slug}.json`), 'utf8'));

describe('settings schema for the preview forms', () => {
  it('is one self-contained document that validates like the schema set', async () => {
    const response = await asOperator(server, cookie, '/schema');
    expect(response.status).toBe(200);
    const { schema } = await response.json();
    expect(JSON.stringify(schema)).not.toMatch(/"\$ref":"[^#]/);
    // A fresh ajv that knows no other schema: every $ref must resolve inside the document.
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    expect(validate(example('museen'))).toBe(true);
    expect(validate(example('stadtmuseum'))).toBe(true);
    expect(validate({ menu: { pageSizes: { events: -3 } } })).toBe(false);
  });
});

describe('admin OpenAPI document', () => {
  it('describes the admin routes, without a session', async () => {
    const response = await server.request('/api/admin/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.servers).toEqual([{ url: '/api/admin/v1' }]);
    expect(Object.keys(doc.paths).sort()).toEqual(['/draft', '/outbox', '/outbox/{id}', '/publish', '/schema', '/session', '/versions', '/versions/{number}', '/versions/{number}/rollback']);
  });
});
