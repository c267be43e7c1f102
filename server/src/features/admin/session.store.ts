import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';
import { hashSecret, newSecret } from '../account/secret-token';
import type { Operator } from './admin-env';
import { SESSION_TTL_MS } from './session-cookie';

/** A new session; the token goes to the cookie, only its SHA-256 to the database. */
export async function createSession(db: Db, operatorId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.insertInto('operator_sessions').values({
    token_hash: hashSecret(token), operator_id: operatorId, expires_at: new Date(now.getTime() + SESSION_TTL_MS), created_at: now,
  }).execute();
  // Expired rows are useless; clearing them here needs no background job.
  await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).where('expires_at', '<=', now).execute();
  return token;
}

/** The operator and shop of a live session, or undefined (unknown or expired token). */
export async function findSession(db: Db, token: string, now: Date): Promise<{ operator: Operator; shop: Shop } | undefined> {
  const row = await db.selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.email', 'operators.name', 'operators.shop_id'])
    .where('operator_sessions.token_hash', '=', hashSecret(token))
    .where('operator_sessions.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const shop = await db.selectFrom('shops').selectAll().where('id', '=', row.shop_id).executeTakeFirstOrThrow();
  return { operator: row, shop };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', hashSecret(token)).execute();
}

/** A shop by slug or host (the preview's sign-in form accepts either, or a URL reduced to its host). */
export function findShopBySlugOrHost(db: Db, host: string): Promise<Shop | undefined> {
  return db.selectFrom('shops').selectAll()
    .where((eb) => eb.or([eb('slug', '=', host), eb(eb.val(host), '=', eb.fn.any('hosts'))]))
    .orderBy('id').executeTakeFirst();
}

/** The shop's operator with this e-mail, compared case-insensitively. */
export function findOperator(db: Db, shopId: number, email: string) {
  return db.selectFrom('operators').selectAll().where('shop_id', '=', shopId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email)).executeTakeFirst();
}
