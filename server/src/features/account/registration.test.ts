import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, readOutbox, registerCustomer, registrationBody, seedAccountShops } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    await seedAccountShops(db);
    await db.updateTable('shops').set({
      settings: JSON.stringify({ accounts: { userFormFields: [
        { name: 'ageGroup', model: 'age_group', element: 'select', required: true, options: [{ id: 1, name: 'Erwachsene' }, { id: 2, name: 'Kinder' }] },
      ] } }),
    }).where('slug', '=', 'stadtmuseum').execute();
  });
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>, shop?: string) =>
  server.request('/api/v4/auth?locale=de', { method: 'POST', json: body, ...(shop ? { shop } : {}) });

describe('registration (POST /auth)', () => {
  it('lists every missing required field with the spec messages', async () => {
    const response = await register({ level: 20 });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toBe('Please correct the errors below.');
    expect(body.errors).toMatchObject({
      customer_salutation_id: ['The title field is required.'], name: ['The first name field is required.'],
      surname: ['The last name field is required.'], email: ['The email field is required.'],
      email_confirmation: ['The confirm email field is required.'], terms: ['Please accept the Terms & Conditions.'],
      language_id: ['The language field is required.'], password: ['The password field is required.'],
      password_confirmation: ['The confirm password field is required.'], addr_street: ['The street field is required.'],
      addr_zip: ['The zip code field is required.'], addr_city: ['The city field is required.'], addr_country_id: ['The country field is required.'],
    });
  });

  it('checks e-mail format, e-mail and password confirmation, and VAT for companies', async () => {
    const response = await register(registrationBody({
      email: 'not-an-email', email_confirmation: 'other@example.org', password_confirmation: 'different-1', customer_type: '3',
    }));
    const { errors } = await response.json();
    expect(errors.email).toEqual(['The email is not valid.']);
    expect(errors.email_confirmation).toEqual(['The email addresses do not match.']);
    expect(errors.password_confirmation).toEqual(['The passwords do not match.']);
    expect(errors.addr_vat_number).toEqual(['The VAT number field is required.']);
  });

  it('creates a level-20 customer, signs it in, and mails a confirmation link', async () => {
    const body = registrationBody({ email: 'Neu@Example.org', email_confirmation: 'neu@example.org' });
    const response = await register(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-token')).toBeTruthy();
    const json = await response.json();
    expect(json).toMatchObject({ status: 'success', data: { email: 'neu@example.org', level: 20, confirmed: false, price_target_audience_id: 1, newsletter_group_ids: [1] } });
    expect(json.data.addresses).toEqual([expect.objectContaining({ street: 'Hauptstraße 1', country_id: 60, adress_type_id: 0 })]);
    expect(json.data.selected_address_id).toBe(json.data.addresses[0].id);
    const mail = readOutbox(server.deps.outboxDir).find((text) => text.includes('neu@example.org'))!;
    expect(mail).toContain('/#/user/confirmation-success?confirmation_token=');
    const token = linkToken(mail, 'confirmation_token');
    const stored = await server.db.selectFrom('customers').select('confirmation_token').where('email', '=', 'neu@example.org').executeTakeFirstOrThrow();
    expect(stored.confirmation_token).not.toBe(token);

    const confirmed = await server.request(`/api/v4/auth/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true });
    const again = await server.request(`/api/v4/auth/confirmation?confirmation_token=${token}`);
    expect(again.status).toBe(422);
    const signIn = await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: 'neu@example.org', password: body.password } });
    expect((await signIn.json()).data.confirmed).toBe(true);
  });

  it('refuses a second account with the same e-mail in a shop, but not in another shop', async () => {
    const { email } = await registerCustomer(server);
    const twice = await register(registrationBody({ email: email.toUpperCase(), email_confirmation: email }));
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors.email).toEqual(['The email has already been taken.']);
    const other = await register(registrationBody({ email, email_confirmation: email, age_group: '1' }), 'stadtmuseum.localhost');
    expect(other.status).toBe(200);
  });

  it('registers a guest (level 10) without password, address or confirmation mail, signed in at once', async () => {
    const before = readOutbox(server.deps.outboxDir).length;
    const body = registrationBody({ level: 10, password: undefined, password_confirmation: undefined, addr_street: '', addr_zip: '', addr_city: '', addr_country_id: null });
    const first = await register(body);
    expect(first.status).toBe(200);
    expect(first.headers.get('access-token')).toBeTruthy();
    expect((await first.json()).data).toMatchObject({ level: 10, confirmed: false });
    expect((await register(body)).status).toBe(200);
    expect(readOutbox(server.deps.outboxDir)).toHaveLength(before);
    const signIn = await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: body.email, password: '' } });
    expect(signIn.status).toBe(401);
  });

  it('ignores a price target audience sent by the client (VIP cannot be self-assigned)', async () => {
    const response = await register(registrationBody({ price_target_audience_id: 2, level: 20 }));
    expect((await response.json()).data.price_target_audience_id).toBe(1);
  });

  it('checks the dynamic user form fields of the shop settings', async () => {
    const missing = await register(registrationBody(), 'stadtmuseum.localhost');
    expect((await missing.json()).errors).toEqual({ age_group: ['The ageGroup field is required.'] });
    const wrong = await register(registrationBody({ age_group: '9' }), 'stadtmuseum.localhost');
    expect((await wrong.json()).errors).toEqual({ age_group: ['The selected value is not valid.'] });
    const ok = await register(registrationBody({ age_group: '2' }), 'stadtmuseum.localhost');
    expect(ok.status).toBe(200);
    const id = (await ok.json()).data.id;
    const row = await server.db.selectFrom('customers').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.data).toEqual({ fields: { age_group: '2' } });
  });

  it('answers 422, never 500, for unknown ids and wrong types', async () => {
    const response = await register(registrationBody({ customer_salutation_id: 99, addr_country_id: 'x', newsletter_groups: '1,abc', date_of_birth: '2020-02-30' }));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['addr_country_id', 'customer_salutation_id', 'date_of_birth', 'newsletter_groups']);
    expect((await register({ email: { nested: true } })).status).toBe(422);
    expect((await server.request('/api/v4/auth/confirmation?confirmation_token=nope')).status).toBe(422);
  });
});
