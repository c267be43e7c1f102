import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerCustomer, seedAccountShops } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(seedAccountShops);
});
afterAll(() => server.close());
beforeEach(() => server.advance(16 * 60_000)); // each test in a fresh 15-minute window

const signIn = (email: string, password: string, ip: string) =>
  server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in throttling, not lock-out (issue 14, finding 5)', () => {
  it('lets the owner in from a new address after 10 wrong passwords from anywhere', async () => {
    const { email } = await registerCustomer(server);
    for (let index = 0; index < 10; index += 1) expect((await signIn(email, 'wrong-password', `192.0.2.${index}`)).status).toBe(401);
    expect((await signIn(email, PASSWORD, '203.0.113.50')).status).toBe(200);
  });

  it('throttles a client after 5 wrong passwords on one account, even with the right one; it recovers after 15 minutes', async () => {
    const { email } = await registerCustomer(server);
    for (let index = 0; index < 5; index += 1) expect((await signIn(email, 'wrong-password', '198.51.100.1')).status).toBe(401);
    const blocked = await signIn(email, PASSWORD, '198.51.100.1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please try again later.', errors: {} });
    expect((await signIn(email, PASSWORD, '198.51.100.2')).status).toBe(200);
    server.advance(15 * 60_000 + 1000);
    expect((await signIn(email, PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('forgives a client its typos once it signs in', async () => {
    const { email } = await registerCustomer(server);
    for (let round = 0; round < 3; round += 1) {
      for (let index = 0; index < 4; index += 1) expect((await signIn(email, 'typo', '198.51.100.3')).status).toBe(401);
      expect((await signIn(email, PASSWORD, '198.51.100.3')).status).toBe(200);
    }
  });

  it('throttles password spraying: 20 failures across e-mails from one client, other clients go on', async () => {
    for (let index = 0; index < 20; index += 1) expect((await signIn(`guess${index}@example.org`, 'x', '198.51.100.7')).status).toBe(401);
    expect((await signIn('guess99@example.org', 'x', '198.51.100.7')).status).toBe(429);
    expect((await signIn('guess99@example.org', 'x', '198.51.100.8')).status).toBe(401);
  });

  it('counts in the database, so every API process sees the same budget', async () => {
    const rows = await server.db.selectFrom('auth_attempts').select('key').where('key', '=', 'sign_in_ip:198.51.100.7').execute();
    expect(rows.length).toBe(20);
  });
});
