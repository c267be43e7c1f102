import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { CustomersTable } from '../db/schema';
import { hashSecret, newSecret, secretMatches } from './secret-token';

export type CustomerRow = Selectable<CustomersTable>;

/** What the client echoes back on every request (devise-token-auth header names). */
export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: Date;
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * A token lives 14 days and slides: a request more than a day after the last renewal
 * pushes the expiry out again. The token itself does not rotate per request, so
 * parallel requests of the SPA never invalidate each other (devise's batch-window problem).
 */
export const TOKEN_LIFETIME_MS = 14 * DAY;
const RENEW_AFTER_MS = DAY;
/** devise-token-auth's max_number_of_devices: older clients are signed out. */
const MAX_CLIENTS = 10;

export async function issueToken(db: Db, customer: Pick<CustomerRow, 'id' | 'email'>, now: Date): Promise<Credentials> {
  const credentials = { accessToken: newSecret(), client: newSecret().slice(0, 22), uid: customer.email, expiry: new Date(now.getTime() + TOKEN_LIFETIME_MS) };
  await db.insertInto('auth_tokens').values({
    customer_id: customer.id, client: credentials.client, token_hash: hashSecret(credentials.accessToken), expiry: credentials.expiry,
  }).execute();
  const stale = await db.selectFrom('auth_tokens').select('client').where('customer_id', '=', customer.id)
    .orderBy('created_at', 'desc').offset(MAX_CLIENTS).limit(100).execute();
  if (stale.length) {
    await db.deleteFrom('auth_tokens').where('customer_id', '=', customer.id).where('client', 'in', stale.map((row) => row.client)).execute();
  }
  return credentials;
}

export interface Presented {
  accessToken?: string | undefined;
  client?: string | undefined;
  uid?: string | undefined;
}

/** The customer the headers sign in within this shop, or null (wrong shop, unknown, expired, wrong token). */
export async function authenticate(db: Db, shopId: number, presented: Presented, now: Date): Promise<{ customer: CustomerRow; credentials: Credentials } | null> {
  const { accessToken, client, uid } = presented;
  if (!accessToken || !client || !uid || accessToken.length > 200 || client.length > 100 || uid.length > 300) return null;
  const row = await db.selectFrom('auth_tokens as t').innerJoin('customers as c', 'c.id', 't.customer_id')
    .selectAll('c').select(['t.token_hash', 't.expiry'])
    .where('t.client', '=', client).where('c.shop_id', '=', shopId)
    .where((eb) => eb(eb.fn('lower', ['c.email']), '=', uid.toLowerCase()))
    .executeTakeFirst();
  if (!row || !secretMatches(accessToken, row.token_hash) || new Date(row.expiry).getTime() <= now.getTime()) return null;
  const { token_hash: _hash, expiry, ...customer } = row;
  let newExpiry = new Date(expiry);
  if (newExpiry.getTime() - now.getTime() < TOKEN_LIFETIME_MS - RENEW_AFTER_MS) {
    newExpiry = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    await db.updateTable('auth_tokens').set({ expiry: newExpiry }).where('customer_id', '=', customer.id).where('client', '=', client).execute();
  }
  return { customer, credentials: { accessToken, client, uid: customer.email, expiry: newExpiry } };
}

export async function revokeToken(db: Db, customerId: number, client: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('customer_id', '=', customerId).where('client', '=', client).execute();
}

/** After a password reset every device must sign in again. */
export async function revokeAllTokens(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('customer_id', '=', customerId).execute();
}
