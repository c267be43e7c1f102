import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { TOO_MANY_MESSAGE, type Limit } from './rate-limit';

/**
 * Counted in the database, not in memory, so several API processes on one PostgreSQL
 * share the budget. Throws 429 once any of the limits is used up.
 */
export async function assertWithinLimits(db: Db, limits: Limit[], now: Date): Promise<void> {
  for (const limit of limits) {
    if (await countAttempts(db, limit.key, limit.windowMs, now) >= limit.max) throw new ApiError(429, TOO_MANY_MESSAGE);
  }
}

/** Attempts recorded under `key` in the `windowMs` before `now`. */
export async function countAttempts(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const { count } = await db.selectFrom('auth_attempts').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key).where('at', '>', new Date(now.getTime() - windowMs)).executeTakeFirstOrThrow();
  return Number(count);
}

export async function recordAttempt(db: Db, keys: string[], now: Date): Promise<void> {
  await db.insertInto('auth_attempts').values(keys.map((key) => ({ key, at: now }))).execute();
  // Old rows only cost space: the longest window is an hour, keep a day for inspection.
  await db.deleteFrom('auth_attempts').where('key', 'in', keys).where('at', '<', new Date(now.getTime() - 24 * 3600_000)).execute();
}

export async function forgetAttempts(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('auth_attempts').where('key', 'in', keys).execute();
}
