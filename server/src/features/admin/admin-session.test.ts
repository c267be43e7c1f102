import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, MUSEEN, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createAdminTestServer();
});
afterAll(() => server.close());

const signInAs = (json: unknown, ip = '10.0.0.1') =>
  server.request('/api/admin/v1/session', { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

describe('operator session', () => {
  it('signs in with a strict, HttpOnly cookie limited to /api/admin and stores only a hash', async () => {
    const response = await signInAs(MUSEEN);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      operator: { id: expect.any(Number), email: MUSEEN.email, name: 'Museen Operator', shop: { id: expect.any(Number), slug: 'museen', name: 'Museen am Fluss' } },
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^operator_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).toContain('Max-Age=28800');
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const rows = await server.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('accepts the shop host instead of the slug', async () => {
    expect((await signInAs({ ...MUSEEN, shop: 'http://museen.localhost:3000/' })).status).toBe(201);
  });

  it('tells who is signed in and forgets the session on sign-out', async () => {
    const cookie = await signIn(server);
    const me = await asOperator(server, cookie, '/session');
    expect(me.status).toBe(200);
    expect((await me.json()).operator.email).toBe(MUSEEN.email);
    const out = await asOperator(server, cookie, '/session', { method: 'DELETE' });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/operator_session=;.*Max-Age=0/);
    expect((await asOperator(server, cookie, '/session')).status).toBe(401);
  });

  it('gives one message for a wrong password, an unknown e-mail and a wrong shop', async () => {
    const answers = await Promise.all([
      signInAs({ ...MUSEEN, password: 'wrong-password' }, '10.0.0.2'),
      signInAs({ ...MUSEEN, email: 'nobody@museen.example' }, '10.0.0.2'),
      signInAs({ ...MUSEEN, shop: 'stadtmuseum' }, '10.0.0.2'),
    ]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(new Set(bodies.map((body) => body.error)).size).toBe(1);
    expect(answers.every((answer) => answer.headers.get('set-cookie') === null)).toBe(true);
  });

  it('answers 422, not 500, for a body without the fields', async () => {
    expect((await signInAs({ email: MUSEEN.email })).status).toBe(422);
  });

  it('stops a client after 5 failures on an e-mail, even with the right password; the operator elsewhere gets in', async () => {
    for (let i = 0; i < 5; i++) expect((await signInAs({ ...MUSEEN, password: `guess-${i}` }, '10.0.0.9')).status).toBe(401);
    const blocked = await signInAs(MUSEEN, '10.0.0.9');
    expect(blocked.status).toBe(429);
    expect((await signInAs(MUSEEN, '10.0.0.10')).status).toBe(201);
  });

  it('expires the session after 8 hours', async () => {
    const cookie = await signIn(server);
    server.advance(8 * 3600_000 + 1000);
    expect((await asOperator(server, cookie, '/session')).status).toBe(401);
  });
});
