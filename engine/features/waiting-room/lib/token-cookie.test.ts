import { describe, expect, it } from 'vitest';
import { queueTokenCookie, readQueueToken } from './token-cookie.ts';

describe('queue token cookie', () => {
  it('reads its own cookie among others', () => {
    expect(readQueueToken('shop_queue', 'a=1; shop_queue=abc%2Fdef; b=2')).toBe('abc/def');
    expect(readQueueToken('shop_queue', 'a=1')).toBeNull();
  });

  it('writes the token with the lifetime in seconds', () => {
    expect(queueTokenCookie('shop_queue', 'abc/def', 36000)).toBe('shop_queue=abc%2Fdef; Max-Age=36000; Path=/; SameSite=Lax');
  });
});
