export interface QueueStatus {
  status: 'visiting' | 'waiting' | string;
  remaining: number;
  position: number;
}

export interface QueuePort {
  /** POST enter; null when the queue answers 404 (no waiting room: spec 'a 404 disables the room'). */
  enter: () => Promise<string | null>;
  /** GET check; null on 404 or any error (spec 'an error or 404 on check causes re-entry'). */
  check: (token: string) => Promise<QueueStatus | null>;
  readToken: () => string | null;
  storeToken: (token: string, maxAgeSeconds: number) => void;
}

export type EntryResult =
  | { kind: 'disabled' }
  | { kind: 'allowed'; status: QueueStatus }
  | { kind: 'refused'; status: QueueStatus };

/**
 * One entry check (requirements/waiting-room.md §4.1 'Waiting room'): without a token, enter and keep the token
 * for the configured lifetime; check; 'visiting' lets the visitor in and the cookie then lives for
 * the remaining seconds; a failed check enters again, once.
 */
export async function checkEntry(port: QueuePort, tokenLifetimeSeconds: number): Promise<EntryResult> {
  const enter = async () => {
    const token = await port.enter();
    if (token) port.storeToken(token, tokenLifetimeSeconds);
    return token;
  };
  let token = port.readToken() ?? await enter();
  if (!token) return { kind: 'disabled' };
  let status = await port.check(token);
  if (!status) {
    token = await enter();
    if (!token) return { kind: 'disabled' };
    status = await port.check(token);
  }
  if (!status) return { kind: 'refused', status: { status: 'error', remaining: 0, position: 0 } };
  if (status.status !== 'visiting') return { kind: 'refused', status };
  port.storeToken(token, status.remaining);
  return { kind: 'allowed', status };
}
