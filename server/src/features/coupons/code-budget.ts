import type { Context } from 'hono';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { countAttempts, recordAttempt } from '../account/rate-limit.store';

/**
 * One budget per shop and client address for every route that tests a coupon or VIP code (issue 14, finding 4):
 * the look-up, the `coupons` of an order and the VIP code. Codes can only be found by trying, so each code tried
 * counts, valid or not. 10 a minute is more than a customer types; 60 an hour stops a slow guesser.
 */
const CODE_BUDGET = [{ max: 10, windowMs: 60_000 }, { max: 60, windowMs: 3_600_000 }] as const;

/** The engine maps any 429 to its rateLimit text (requirements/cart.md §5.1). */
const TOO_MANY_REQUESTS = 'Too many requests';

/** Distinct codes as the order counts them (trimmed, case-insensitive). */
export const distinctCodes = (codes: string[]): string[] => [...new Set(codes.map((code) => code.trim().toLowerCase()))];

/**
 * Spends `count` tries before any code is read. Recorded first and checked after, so parallel requests cannot
 * all pass a check that each alone would pass; a request with more codes than the budget holds is refused whole.
 */
export async function spendCodeBudget(c: Context<AppEnv>, count: number): Promise<void> {
  if (count <= 0) return;
  const { db, now } = c.get('deps');
  const key = `code_guess:${c.get('shop').id}:${clientIp(c)}`;
  await spendOn(db, key, count, now());
}

async function spendOn(db: Db, key: string, count: number, at: Date): Promise<void> {
  await recordAttempt(db, Array.from({ length: count }, () => key), at);
  for (const limit of CODE_BUDGET) {
    if (await countAttempts(db, key, limit.windowMs, at) > limit.max) throw new ApiError(429, TOO_MANY_REQUESTS);
  }
}
