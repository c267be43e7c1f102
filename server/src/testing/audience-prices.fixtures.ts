import type { Db } from '../db/connect';
import { DEMO_CUSTOMER } from '../db/seed/accounts/seed-account-reference-data';
import { authHeadersOf, type AuthHeaders } from './accounts.fixtures';
import type { EventFixtures } from './events.fixtures';
import type { TestServer } from './test-server';
import type { TourFixtures } from './tours.fixtures';

/** Audience 3 ('Schulen und Institutionen'), the demo customer's institution address. */
export const SCHOOLS = 3;

/**
 * Test-only special prices for audience 3 (migration 0009): Konzert adults 900 (public 1200),
 * Theater stalls 2500 (public 3000), Familienführung adults 600 (public 800) and the group
 * tour's per-person material surcharge 100 (public 150).
 */
export async function addAudiencePrices(db: Db, ev: EventFixtures, to: TourFixtures): Promise<void> {
  const set = async (table: 'events' | 'tours', id: number, prices: Record<string, unknown>[]) =>
    db.updateTable(table).set({ audience_prices: JSON.stringify({ [SCHOOLS]: prices }) }).where('id', '=', id).execute();
  await set('events', ev.scaledEvent, [{ scale_price_id: 1, price_cents: 900 }]);
  await set('events', ev.seatedEvent, [{ scale_price_id: 11, seat_category_id: 1, price_cents: 2500 }]);
  await set('tours', to.scaled, [{ scale_price_id: 1, price_cents: 600 }]);
  await set('tours', to.group, [{ price_surcharge_id: 2, price_cents: 100 }]);
}

export interface DemoSession { headers: AuthHeaders; institution: number; home: number }

/** Signs the seeded demo customer in and finds their institution (audience 3) and home addresses. */
export async function signInDemo(server: TestServer): Promise<DemoSession> {
  const signIn = await server.request('/api/v4/auth/sign_in', { method: 'POST', json: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  const headers = authHeadersOf(signIn);
  const list = await (await server.request('/api/v4/customer/customer_addresses', { headers })).json() as { customer_addresses: { id: number; institution: unknown }[] };
  return {
    headers,
    institution: list.customer_addresses.find((row) => row.institution)!.id,
    home: list.customer_addresses.find((row) => !row.institution)!.id,
  };
}
