import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox provider's signing key: PAYMENT_SANDBOX_SECRET, else random per process,
 * so a forged notification cannot be replayed against another server run.
 */
const SECRET = process.env.PAYMENT_SANDBOX_SECRET || randomBytes(32).toString('hex');

/** Hex HMAC-SHA256 of `body` (the exact bytes sent, not a re-serialisation). */
export function sign(body: string, secret = SECRET): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check of a hex signature; malformed input is simply false. */
export function verify(body: string, signature: string | undefined | null, secret = SECRET): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(body, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
