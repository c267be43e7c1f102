import type { QueueStatus } from '../lib/entry-check.ts';

/**
 * The queue service (requirements/waiting-room.md §7.1 'Waiting room (external queue service)'). Plain fetch: it is
 * not the shop API, so no locale, shop header or customer credentials go with it.
 */
export async function enterQueue(base: string): Promise<string | null> {
  const response = await fetch(`${base}/enter`, { method: 'POST' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`queue enter ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export async function checkQueue(base: string, token: string): Promise<QueueStatus | null> {
  try {
    const response = await fetch(`${base}/check`, { headers: { Authorization: `Bearer ${token}` } });
    return response.ok ? ((await response.json()) as QueueStatus) : null;
  } catch {
    return null;
  }
}

export async function leaveQueue(base: string, token: string): Promise<void> {
  await fetch(`${base}/leave`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
