import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: used for access tokens, client ids, confirmation and reset links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are random and long, so a fast hash suffices (no salt or stretching needed);
 * the database then never holds a usable token.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
