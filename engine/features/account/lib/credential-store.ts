import type { ApiAuth } from '../../../shared/api/api-config.ts';

/** devise-token-auth credentials as the API hands them out (requirements/accounts.md §7.1); expiry in unix seconds. */
export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number;
}

/** Why credentials went away: an explicit sign-out (clears the cart, requirements/cart.md §4.1) or a rejected token. */
export type ClearReason = 'signOut' | 'invalid';

/**
 * Brief/ENDPOINTS: the token goes to /auth, /customer and /orders (orders attach to the customer),
 * and to the price reads that take billing_address_id — the ticket list, an event date, a tour's
 * prices: the server prices by that address only for its owner (requirements/accounts.md §6, requirements/accounts.md §6.3 special
 * prices, server/src/features/account/price-audience.ts) — and to the seat holds of an event date, which
 * only signed-in visitors take (requirements/events-and-seats.md §4.2 Seats, requirements/accounts.md §6).
 */
const AUTH_PATHS = /^\/?(auth|customer|orders)(\/|$|\?)|^\/?tickets($|\?)|^\/?events\/\d+\/dates\/\d+(\/blockings(\/\d+)?)?($|\?)|^\/?tours\/\d+\/prices($|\?)/;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isCredentials(value: unknown): value is Credentials {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<Credentials>;
  return typeof c.accessToken === 'string' && c.accessToken !== '' && typeof c.client === 'string' && c.client !== ''
    && typeof c.uid === 'string' && c.uid !== '' && typeof c.expiry === 'number' && Number.isFinite(c.expiry);
}

/** Reads the five response headers; null unless token, client and uid all came back. */
function credentialsFromHeaders(headers: Headers): Credentials | null {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  if (!accessToken || !client || !uid) return null;
  const expiry = Number(headers.get('expiry'));
  return { accessToken, client, uid, expiry: Number.isFinite(expiry) && expiry > 0 ? expiry : 0 };
}

/**
 * One shop's customer credentials, persisted under its storage prefix and validated on read.
 * It is the ApiConfig's `auth` provider: the client asks it for headers and hands it the new
 * ones a response carries. React reads it through subscribe/snapshot (useSyncExternalStore).
 */
export class CredentialStore implements ApiAuth {
  private current: Credentials | null;
  private readonly listeners = new Set<(reason?: ClearReason) => void>();

  constructor(readonly key: string, private readonly storage: KeyValueStorage | null, private readonly now = () => Date.now()) {
    this.current = this.read();
  }

  /** The live credentials; an expired token counts as none (the server would reject it). */
  snapshot = (): Credentials | null => {
    const c = this.current;
    return c && (c.expiry === 0 || c.expiry * 1000 > this.now()) ? c : null;
  };

  subscribe = (listener: (reason?: ClearReason) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Only the paths of AUTH_PATHS carry the token. */
  headers(path: string): Record<string, string> {
    const c = AUTH_PATHS.test(path) ? this.snapshot() : null;
    return c ? { 'access-token': c.accessToken, client: c.client, uid: c.uid } : {};
  }

  receive(headers: Headers): void {
    const next = credentialsFromHeaders(headers);
    if (next) this.set(next);
  }

  set(next: Credentials): void {
    const c = this.current;
    if (c && c.accessToken === next.accessToken && c.client === next.client && c.uid === next.uid && c.expiry === next.expiry) return;
    this.current = next;
    this.write(JSON.stringify(next));
    this.emit();
  }

  clear(reason: ClearReason): void {
    if (!this.current) return;
    this.current = null;
    this.write(null);
    this.emit(reason);
  }

  private emit(reason?: ClearReason) {
    for (const listener of this.listeners) listener(reason);
  }

  private read(): Credentials | null {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(this.key) ?? 'null');
      return isCredentials(value) ? value : null;
    } catch {
      return null;
    }
  }

  private write(value: string | null) {
    try {
      if (value === null) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, value);
    } catch {
      // Storage unavailable: the session then lasts for this page view only.
    }
  }
}
