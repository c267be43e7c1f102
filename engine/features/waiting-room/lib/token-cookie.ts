import { readCookie } from '../../../shared/lib/cookies.ts';

/** requirements/waiting-room.md §4: the queue token lives in a cookie (36000 s by default, then the remaining visit time). */
export function readQueueToken(name: string, cookies: string): string | null {
  return readCookie(name, cookies) || null;
}

export function queueTokenCookie(name: string, token: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(token)}; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}; Path=/; SameSite=Lax`;
}
