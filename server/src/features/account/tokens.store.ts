import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { CustomersTable } from '../../db/schema';
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
 * pushes the expiry out again.
 */
const TOKEN_LIFETIME_MS = 14 * DAY;
const RENEW_AFTER_MS = DAY;
/**
 * Rotation: a token used more than a minute after it was issued is replaced by a new one (sent
 * back in the headers). The replaced token keeps working for two minutes, so requests the SPA
 * sent in parallel with it do not fail (devise-token-auth's batch request buffer).
 */
const ROTATE_AFTER_MS = 60_000;
const PREVIOUS_TOKEN_GRACE_MS = 120_000;
/** devise-token-auth's max_number_of_devices: older clients are signed out. */
const MAX_CLIENTS = 10;

export async function issueToken(db: Db, customer: Pick<CustomerRow, 'id' | 'email'>, now: Date): Promise<Credentials> {
  const credentials = { accessToken: newSecret(), client: newSecret().slice(0, 22), uid: customer.email, expiry: new Date(now.getTime() + TOKEN_LIFETIME_MS) };
  await db.insertInto('auth_tokens').values({
    customer_id: customer.id, client: credentials.client, token_hash: hashSecret(credentials.accessToken), expiry: credentials.expiry,
    rotated_at: now,
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

export interface Authenticated {
  customer: CustomerRow;
  credentials: Credentials;
  /**
   * False when the request carried the previous token within its grace period, or lost a rotation
   * race: the client already holds a newer token, so no credentials may be sent back.
   */
  fresh: boolean;
}

/** The customer the headers sign in within this shop, or null (wrong shop, unknown, expired, wrong token). */
export async function authenticate(db: Db, shopId: number, presented: Presented, now: Date): Promise<Authenticated | null> {
  const { accessToken, client, uid } = presented;
  if (!accessToken || !client || !uid || accessToken.length > 200 || client.length > 100 || uid.length > 300) return null;
  const row = await db.selectFrom('auth_tokens as t').innerJoin('customers as c', 'c.id', 't.customer_id')
    .selectAll('c').select(['t.token_hash', 't.previous_token_hash', 't.rotated_at', 't.expiry'])
    .where('t.client', '=', client).where('c.shop_id', '=', shopId)
    .where((eb) => eb(eb.fn('lower', ['c.email']), '=', uid.toLowerCase()))
    .executeTakeFirst();
  if (!row || new Date(row.expiry).getTime() <= now.getTime()) return null;
  const { token_hash: tokenHash, previous_token_hash: previousHash, rotated_at: rotatedAt, expiry, ...customer } = row;
  const sinceRotation = now.getTime() - new Date(rotatedAt).getTime();
  const current = secretMatches(accessToken, tokenHash);
  const previous = !current && !!previousHash && secretMatches(accessToken, previousHash) && sinceRotation < PREVIOUS_TOKEN_GRACE_MS;
  if (!current && !previous) return null;
  const presentedCredentials = { accessToken, client, uid: customer.email, expiry: new Date(expiry) };
  if (previous) return { customer, credentials: presentedCredentials, fresh: false };
  if (sinceRotation >= ROTATE_AFTER_MS) return rotate(db, customer, presentedCredentials, tokenHash, now);
  let newExpiry = new Date(expiry);
  if (newExpiry.getTime() - now.getTime() < TOKEN_LIFETIME_MS - RENEW_AFTER_MS) {
    newExpiry = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    await db.updateTable('auth_tokens').set({ expiry: newExpiry }).where('customer_id', '=', customer.id).where('client', '=', client).execute();
  }
  return { customer, credentials: { ...presentedCredentials, expiry: newExpiry }, fresh: true };
}

/**
 * Replaces the token, conditional on it still being the current one: of two parallel requests only
 * one rotates; the other answers without credentials and the client keeps the winner's token.
 */
async function rotate(db: Db, customer: CustomerRow, presented: Credentials, tokenHash: string, now: Date): Promise<Authenticated> {
  const next = { ...presented, accessToken: newSecret(), expiry: new Date(now.getTime() + TOKEN_LIFETIME_MS) };
  const result = await db.updateTable('auth_tokens')
    .set({ previous_token_hash: tokenHash, token_hash: hashSecret(next.accessToken), rotated_at: now, expiry: next.expiry })
    .where('customer_id', '=', customer.id).where('client', '=', presented.client).where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1
    ? { customer, credentials: next, fresh: true }
    : { customer, credentials: presented, fresh: false };
}

export async function revokeToken(db: Db, customerId: number, client: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('customer_id', '=', customerId).where('client', '=', client).execute();
}

/** A new password signs out every other device; the one that changed it stays signed in. */
export async function revokeOtherClients(db: Db, customerId: number, client: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('customer_id', '=', customerId).where('client', '!=', client).execute();
}

/** After a password reset every device must sign in again. */
export async function revokeAllTokens(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('customer_id', '=', customerId).execute();
}
