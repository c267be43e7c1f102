import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeadersOf, linkToken, PASSWORD, readOutbox, registerCustomer, seedAccountShops } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(seedAccountShops);
});
afterAll(() => server.close());

const requestReset = (email: string) => server.request('/api/v4/auth/password', { method: 'POST', json: { email, redirect_url: 'https://evil.example/' } });
const reset = (json: Record<string, unknown>) => server.request('/api/v4/auth/password', { method: 'PUT', json });
const signIn = (email: string, password: string) => server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email, password } });

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { email } = await registerCustomer(server);
    const before = readOutbox(server.deps.outboxDir).length;
    const known = await requestReset(email);
    const unknown = await requestReset('nobody@example.org');
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = readOutbox(server.deps.outboxDir);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('/#/user/password-reset?reset_password_token=');
    expect(mails.at(-1)).not.toContain('evil.example');
  });

  it('sets a new password once, signs out every device, and refuses the token again', async () => {
    const { email, headers } = await registerCustomer(server);
    await requestReset(email);
    const token = linkToken(readOutbox(server.deps.outboxDir).at(-1)!, 'reset_password_token');
    const mismatch = await reset({ reset_password_token: token, password: 'Neues-Passwort-9', password_confirmation: 'x' });
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json()).errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const done = await reset({ reset_password_token: token, password: 'Neues-Passwort-9', password_confirmation: 'Neues-Passwort-9' });
    expect(done.status).toBe(200);
    expect((await server.request('/api/v4/auth/validate_token', { headers })).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, 'Neues-Passwort-9')).status).toBe(200);
    const again = await reset({ reset_password_token: token, password: 'Noch-eins-999', password_confirmation: 'Noch-eins-999' });
    expect(again.status).toBe(422);
    expect(Object.keys((await again.json()).errors)).toEqual(['reset_password_token']);
  });

  it('refuses an expired reset token', async () => {
    const { email } = await registerCustomer(server);
    await requestReset(email);
    const token = linkToken(readOutbox(server.deps.outboxDir).at(-1)!, 'reset_password_token');
    server.advance(7 * 3600_000);
    expect((await reset({ reset_password_token: token, password: 'Neues-Passwort-9', password_confirmation: 'Neues-Passwort-9' })).status).toBe(422);
  });

  it('allows 5 reset requests per hour and e-mail, then 429', async () => {
    const email = 'limit@example.org';
    for (let index = 0; index < 5; index += 1) expect((await requestReset(email)).status).toBe(200);
    const blocked = await requestReset(email);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toBe('Too many attempts. Please try again later.');
    expect((await requestReset('other-limit@example.org')).status).toBe(200);
    server.advance(3600_000 + 1000);
    expect((await requestReset(email)).status).toBe(200);
  });
});

describe('account update (PUT /auth)', () => {
  const update = (headers: Record<string, string>, json: Record<string, unknown>) => server.request('/api/v4/auth', { method: 'PUT', headers, json });

  it('changes profile fields and keeps the rest', async () => {
    const { headers } = await registerCustomer(server);
    const response = await update(headers, { name: 'Moritz', customer_salutation_id: 2, date_of_birth: '1990-01-31' });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ name: 'Moritz', surname: 'Muster', salutation_id: 2, date_of_birth: '1990-01-31' });
    expect((await update(headers, { name: '' })).status).toBe(422);
  });

  it('needs the right current password to change the password; other devices are signed out', async () => {
    const { email, headers } = await registerCustomer(server);
    const otherDevice = authHeadersOf(await signIn(email, PASSWORD));
    const change = { password: 'Anderes-Passwort-2', password_confirmation: 'Anderes-Passwort-2' };
    const missing = await update(headers, change);
    expect((await missing.json()).errors).toEqual({ current_password: ['The current password field is required.'] });
    const wrong = await update(headers, { ...change, current_password: 'falsch-falsch' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ current_password: ['The current password is not valid.'] });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    const ok = await update(headers, { ...change, current_password: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await ok.text())).not.toMatch(/scrypt|Anderes/);
    expect((await server.request('/api/v4/auth/validate_token', { headers })).status).toBe(200);
    expect((await server.request('/api/v4/auth/validate_token', { headers: otherDevice })).status).toBe(401);
    expect((await signIn(email, 'Anderes-Passwort-2')).status).toBe(200);
  });

  it('changes the e-mail, sends the new uid, and refuses a taken one', async () => {
    const { headers } = await registerCustomer(server);
    const taken = await registerCustomer(server);
    expect((await update(headers, { email: taken.email, email_confirmation: taken.email })).status).toBe(422);
    const response = await update(headers, { email: 'renamed@example.org', email_confirmation: 'renamed@example.org' });
    expect(response.headers.get('uid')).toBe('renamed@example.org');
    const next = authHeadersOf(response);
    expect((await server.request('/api/v4/auth/validate_token', { headers: next })).status).toBe(200);
  });
});
