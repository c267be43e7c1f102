import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerCustomer, seedAccountShops } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(seedAccountShops);
});
afterAll(() => server.close());

const signIn = (email: string, password: string, ip: string) =>
  server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in rate limits', () => {
  it('blocks an e-mail after 10 failures in 15 minutes, even with the right password, then recovers', async () => {
    const { email } = await registerCustomer(server);
    for (let index = 0; index < 10; index += 1) expect((await signIn(email, 'wrong-password', `192.0.2.${index}`)).status).toBe(401);
    const blocked = await signIn(email, PASSWORD, '192.0.2.50');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many attempts. Please try again later.', errors: {} });
    server.advance(15 * 60_000 + 1000);
    expect((await signIn(email, PASSWORD, '192.0.2.50')).status).toBe(200);
  });

  it('blocks an IP after 10 failures across e-mails; other IPs go on', async () => {
    for (let index = 0; index < 10; index += 1) expect((await signIn(`guess${index}@example.org`, 'x', '198.51.100.7')).status).toBe(401);
    expect((await signIn('guess99@example.org', 'x', '198.51.100.7')).status).toBe(429);
    expect((await signIn('guess99@example.org', 'x', '198.51.100.8')).status).toBe(401);
  });

  it('counts in the database, so every API process sees the same budget', async () => {
    const rows = await server.db.selectFrom('auth_attempts').select('key').where('key', 'like', 'sign_in_ip:198.51.100.7').execute();
    expect(rows.length).toBe(10);
  });
});
