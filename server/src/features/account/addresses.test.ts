import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/accounts/seed-account-reference-data';
import { authHeadersOf, registerCustomer, seedAccountShops, type AuthHeaders } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let demo: AuthHeaders;
beforeAll(async () => {
  server = await createTestServer(seedAccountShops);
  demo = authHeadersOf(await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } }));
});
afterAll(() => server.close());

const call = (path: string, headers: AuthHeaders, method = 'GET', json?: unknown) =>
  server.request(`/api/v4/customer${path}`, { method, headers, ...(json === undefined ? {} : { json }) });
const address = { adressat: 'Lieferung', street: 'Am Hafen 3', zip: '20457', city: 'Hamburg', country_id: 60 };

describe('customer addresses', () => {
  it('requires the auth headers', async () => {
    const response = await server.request('/api/v4/customer/customer_addresses');
    expect(response.status).toBe(401);
    expect((await response.json()).error).toBeTruthy();
  });

  it('lists the addresses with institution data, and reads one under customer_adress', async () => {
    const list = await (await call('/customer_addresses', demo)).json();
    expect(list.customer_addresses).toHaveLength(2);
    const institution = list.customer_addresses.find((row: { institution: unknown }) => row.institution);
    expect(institution).toMatchObject({ institution: { name: 'Humboldt-Gymnasium' }, has_collective_invoice_payment: true, price_target_audience: { id: 3 } });
    const one = await (await call(`/customer_addresses/${institution.id}`, demo)).json();
    expect(one.customer_adress.id).toBe(institution.id);
  });

  it('creates, updates and deletes a shipping address; selects a billing address', async () => {
    const { customer, headers } = await registerCustomer(server);
    const created = await call('/customer_addresses', headers, 'POST', { ...address, adress_type_id: 2 });
    expect(created.status).toBe(200);
    const { customer_adress } = await created.json();
    expect(customer_adress).toMatchObject({ ...address, adress_type_id: 2, institution: null });
    const updated = await call(`/customer_addresses/${customer_adress.id}`, headers, 'PUT', { ...address, street: 'Am Hafen 5' });
    expect((await updated.json()).customer_adress.street).toBe('Am Hafen 5');
    const selected = await call('/select_address', headers, 'POST', { id: customer_adress.id });
    expect((await selected.json()).data.selected_address_id).toBe(customer_adress.id);
    expect((await call(`/customer_addresses/${customer_adress.id}`, headers, 'DELETE')).status).toBe(200);
    const after = await (await server.request('/api/v4/auth/validate_token', { headers })).json();
    expect(after.data.selected_address_id).toBe(customer.addresses[0]!.id);
  });

  it('validates the address form (requirements/accounts.md §5.6)', async () => {
    const response = await call('/customer_addresses', demo, 'POST', { adressat: 'x' });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['city', 'country_id', 'street', 'zip']);
  });

  it('refuses to edit an institution address and to delete the last address', async () => {
    const list = await (await call('/customer_addresses', demo)).json();
    const institution = list.customer_addresses.find((row: { institution: unknown }) => row.institution);
    const edit = await call(`/customer_addresses/${institution.id}`, demo, 'PUT', address);
    expect(edit.status).toBe(422);
    const { customer, headers } = await registerCustomer(server);
    const last = await call(`/customer_addresses/${customer.addresses[0]!.id}`, headers, 'DELETE');
    expect(last.status).toBe(422);
    expect((await last.json()).error).toBe('The last address cannot be deleted.');
  });

  it("answers 404 for another customer's address on read, change, delete and select", async () => {
    const other = await registerCustomer(server);
    const foreignId = other.customer.addresses[0]!.id;
    expect((await call(`/customer_addresses/${foreignId}`, demo)).status).toBe(404);
    expect((await call(`/customer_addresses/${foreignId}`, demo, 'PUT', address)).status).toBe(404);
    expect((await call(`/customer_addresses/${foreignId}`, demo, 'DELETE')).status).toBe(404);
    expect((await call('/select_address', demo, 'POST', { id: foreignId })).status).toBe(404);
    const unchanged = await server.db.selectFrom('customer_addresses').select('street').where('id', '=', foreignId).executeTakeFirstOrThrow();
    expect(unchanged.street).toBe('Hauptstraße 1');
  });

  it('answers 422 for a malformed id instead of 500', async () => {
    expect((await call('/customer_addresses/abc', demo)).status).toBe(422);
    expect((await call('/customer_addresses/99999999999', demo)).status).toBe(422);
  });
});
