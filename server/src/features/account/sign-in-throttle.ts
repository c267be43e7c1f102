import type { Db } from '../../db/connect';
import { assertWithinLimits, forgetAttempts, recordAttempt } from './rate-limit.store';

const WINDOW_MS = 15 * 60_000;

/** Wrong passwords one client may try on one account in 15 minutes. */
const PAIR_FAILURES = 5;
/** Wrong passwords one client may try across all accounts in 15 minutes (password spraying). */
const CLIENT_FAILURES = 20;

/**
 * Sign-in throttling instead of lock-out (issue 14, finding 5; OWASP authentication cheat sheet): failures count
 * per (client address, account) and per client address, never per account alone. So whoever guesses is slowed
 * down, and nobody can lock an owner out of their account by failing in their name: the owner from another
 * address still gets in. `scope` keeps customer and operator sign-ins apart; `account` names the account.
 */
export function signInThrottle(db: Db, scope: string, account: string, ip: string) {
  const pairKey = `${scope}:${ip}:${account}`;
  const clientKey = `${scope}_ip:${ip}`;
  return {
    check: (now: Date) => assertWithinLimits(db, [
      { key: pairKey, max: PAIR_FAILURES, windowMs: WINDOW_MS },
      { key: clientKey, max: CLIENT_FAILURES, windowMs: WINDOW_MS },
    ], now),
    failed: (now: Date) => recordAttempt(db, [pairKey, clientKey], now),
    /** The right password from this client: its earlier typos on this account are forgiven. */
    succeeded: () => forgetAttempts(db, [pairKey]),
  };
}
