import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connect';
import { seedAccountReferenceData } from '../db/seed/accounts/seed-account-reference-data';
import { insertShop } from './shop.fixtures';
import type { TestServer } from './test-server';

/** Test-only: two shops with account reference data and the demo customer each. */
export async function seedAccountShops(db: Db): Promise<void> {
  const first = await insertShop(db);
  const second = await insertShop(db, { slug: 'stadtmuseum', hosts: ['stadtmuseum.localhost'], name: 'Stadtmuseum', is_default: false });
  await seedAccountReferenceData(db, first);
  await seedAccountReferenceData(db, second);
}

export const PASSWORD = 'Geheim-Passwort-1';

export function registrationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = (overrides.email as string | undefined) ?? `kunde-${Math.random().toString(36).slice(2, 8)}@example.org`;
  return {
    customer_salutation_id: 1, name: 'Max', surname: 'Muster', email, email_confirmation: email, password: PASSWORD,
    password_confirmation: PASSWORD, level: 20, customer_type: '1', addr_addressat: '', addr_street: 'Hauptstraße 1',
    addr_zip: '10115', addr_city: 'Berlin', addr_country_id: 60, language_id: 1, terms: true, newsletter_groups: '1',
    ...overrides,
  };
}

export type AuthHeaders = Record<'access-token' | 'client' | 'uid', string>;

export function authHeadersOf(response: Response): AuthHeaders {
  const pick = (name: string) => response.headers.get(name) ?? '';
  return { 'access-token': pick('access-token'), client: pick('client'), uid: pick('uid') };
}

/** Registers a fresh level-20 customer and returns its e-mail and credentials. */
export async function registerCustomer(server: TestServer, overrides: Record<string, unknown> = {}, shop?: string) {
  const body = registrationBody(overrides);
  const response = await server.request('/api/v4/auth', { method: 'POST', json: body, ...(shop ? { shop } : {}) });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const json = await response.json() as { data: { id: number; email: string; addresses: { id: number }[] } };
  return { email: body.email as string, customer: json.data, headers: authHeadersOf(response) };
}

/** Every .eml in the outbox, quoted-printable soft breaks undone, newest last. */
export function readOutbox(dir: string): string[] {
  return readdirSync(dir).sort().map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

export function linkToken(mail: string, param: string): string {
  const match = new RegExp(`${param}=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match) throw new Error(`no ${param} in mail`);
  return match[1]!;
}
