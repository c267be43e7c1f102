import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/accounts/seed-account-reference-data';
import { authHeadersOf, registerCustomer, seedAccountShops } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(seedAccountShops);
});
afterAll(() => server.close());

const signIn = (email: string, password: string, init: { shop?: string; headers?: Record<string, string> } = {}) =>
  server.request('/api/v4/auth/sign_in?locale=de', { method: 'POST', json: { email, password }, ...init });

describe('sign in, validate_token, sign out', () => {
  it('signs in with devise-token-auth headers and returns the customer without the hash', async () => {
    const response = await signIn('Demo@Museen.example', DEMO_CUSTOMER.password);
    expect(response.status).toBe(200);
    expect(response.headers.get('token-type')).toBe('Bearer');
    expect(response.headers.get('uid')).toBe(DEMO_CUSTOMER.email);
    expect(response.headers.get('access-token')).toMatch(/^[\w-]{40,}$/);
    expect(Number(response.headers.get('expiry'))).toBeGreaterThan(Date.now() / 1000 + 13 * 86400);
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password/);
    const body = JSON.parse(text);
    expect(body.data).toMatchObject({ email: DEMO_CUSTOMER.email, level: 20, confirmed: true, salutation_id: 1, date_of_birth: '1985-04-12' });
    expect(body.data.addresses).toHaveLength(2);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password (no enumeration)', async () => {
    const unknown = await signIn('nobody@example.org', 'whatever-1');
    const wrong = await signIn(DEMO_CUSTOMER.email, 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const expected = { error: 'The login information entered is incorrect. Please try again.', errors: {} };
    expect(await unknown.json()).toEqual(expected);
    expect(await wrong.json()).toEqual(expected);
    expect(wrong.headers.get('access-token')).toBeNull();
  });

  it('validates a token and renews nothing for garbage', async () => {
    const headers = authHeadersOf(await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    const valid = await server.request('/api/v4/auth/validate_token?locale=de', { headers });
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ success: true, data: { email: DEMO_CUSTOMER.email } });
    const forged = await server.request('/api/v4/auth/validate_token', { headers: { ...headers, 'access-token': 'x'.repeat(43) } });
    expect(forged.status).toBe(401);
    expect((await server.request('/api/v4/auth/validate_token')).status).toBe(401);
  });

  it('keeps one session per client: signing out one leaves the other', async () => {
    const first = authHeadersOf(await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    const second = authHeadersOf(await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    expect(first.client).not.toBe(second.client);
    expect((await server.request('/api/v4/auth/sign_out', { method: 'DELETE', headers: first })).status).toBe(200);
    expect((await server.request('/api/v4/auth/validate_token', { headers: first })).status).toBe(401);
    expect((await server.request('/api/v4/auth/validate_token', { headers: second })).status).toBe(200);
    expect((await server.request('/api/v4/auth/sign_out', { method: 'DELETE', headers: first })).status).toBe(404);
  });

  it('stores only hashes of tokens', async () => {
    const headers = authHeadersOf(await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    const rows = await server.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === headers['access-token'])).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('does not accept a token of one shop on another shop', async () => {
    const headers = authHeadersOf(await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password));
    const elsewhere = await server.request('/api/v4/auth/validate_token', { headers, shop: 'stadtmuseum.localhost' });
    expect(elsewhere.status).toBe(401);
    const addresses = await server.request('/api/v4/customer/customer_addresses', { headers, shop: 'stadtmuseum.localhost' });
    expect(addresses.status).toBe(401);
  });

  it('expires tokens after 14 days without use and slides the expiry on use', async () => {
    const { headers } = await registerCustomer(server);
    server.advance(2 * 86400_000);
    const renewed = await server.request('/api/v4/auth/validate_token', { headers });
    expect(renewed.status).toBe(200);
    const expiry = Number(renewed.headers.get('expiry')) * 1000;
    expect(expiry).toBeGreaterThan(Date.now() + 15 * 86400_000);
    const current = authHeadersOf(renewed);
    server.advance(13 * 86400_000);
    const stillValid = await server.request('/api/v4/auth/validate_token', { headers: current });
    expect(stillValid.status).toBe(200);
    const latest = authHeadersOf(stillValid);
    server.advance(15 * 86400_000);
    expect((await server.request('/api/v4/auth/validate_token', { headers: latest })).status).toBe(401);
    expect((await server.request('/api/v4/customer/customer_addresses', { headers: latest })).status).toBe(401);
  });

  it('rotates a token used after a minute; the replaced one works only during the grace period', async () => {
    const { headers } = await registerCustomer(server);
    const soon = await server.request('/api/v4/auth/validate_token', { headers });
    expect(soon.headers.get('access-token')).toBe(headers['access-token']);
    server.advance(61_000);
    const rotated = await server.request('/api/v4/auth/validate_token', { headers });
    expect(rotated.status).toBe(200);
    const next = authHeadersOf(rotated);
    expect(next['access-token']).not.toBe(headers['access-token']);
    expect(next.client).toBe(headers.client);
    // A request sent in parallel with the old token still succeeds, but hands out no credentials.
    const parallel = await server.request('/api/v4/customer/customer_addresses', { headers });
    expect(parallel.status).toBe(200);
    expect(parallel.headers.get('access-token')).toBeNull();
    server.advance(121_000);
    expect((await server.request('/api/v4/auth/validate_token', { headers })).status).toBe(401);
    expect((await server.request('/api/v4/auth/validate_token', { headers: next })).status).toBe(200);
  });

  it('lets only one of two parallel requests rotate the token', async () => {
    const { headers } = await registerCustomer(server);
    server.advance(61_000);
    const answers = await Promise.all([1, 2].map(() => server.request('/api/v4/auth/validate_token', { headers })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const handedOut = answers.map((answer) => answer.headers.get('access-token')).filter(Boolean);
    expect(handedOut).toHaveLength(1);
  });
});

describe('cross-origin use and the API document', () => {
  it('exposes the auth headers on the actual cross-origin response', async () => {
    const response = await server.request('/api/v4/auth/sign_in', {
      method: 'POST', headers: { origin: 'http://museen.localhost:5173' }, json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('access-token');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('documents the auth and customer routes with the auth response headers', async () => {
    const doc = await (await server.request('/api/v4/openapi.json')).json();
    expect(doc.paths['/api/v4/auth/sign_in'].post.responses['200'].headers).toHaveProperty('access-token');
    for (const path of ['/api/v4/auth', '/api/v4/auth/validate_token', '/api/v4/auth/password', '/api/v4/customer/customer_addresses/{id}', '/api/v4/customer/orders', '/api/v4/customer_salutations']) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
