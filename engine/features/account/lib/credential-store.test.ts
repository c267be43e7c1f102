import { describe, expect, it, vi } from 'vitest';
import { CredentialStore } from './credential-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

const NOW = Date.UTC(2026, 0, 1);
const stored = { accessToken: 't', client: 'c', uid: 'a@b.de', expiry: NOW / 1000 + 3600 };

describe('CredentialStore', () => {
  it('reads valid stored credentials and ignores malformed ones', () => {
    expect(new CredentialStore('p.auth', memoryStorage({ 'p.auth': JSON.stringify(stored) }), () => NOW).snapshot()).toEqual(stored);
    expect(new CredentialStore('p.auth', memoryStorage({ 'p.auth': '{"accessToken":1}' }), () => NOW).snapshot()).toBeNull();
    expect(new CredentialStore('p.auth', memoryStorage({ 'p.auth': 'not json' }), () => NOW).snapshot()).toBeNull();
  });

  it('sends the headers only on auth, customer and order calls', () => {
    const store = new CredentialStore('p.auth', memoryStorage({ 'p.auth': JSON.stringify(stored) }), () => NOW);
    expect(store.headers('/auth/validate_token')).toEqual({ 'access-token': 't', client: 'c', uid: 'a@b.de' });
    expect(store.headers('/orders')).toHaveProperty('client', 'c');
    expect(store.headers('/customer_salutations')).toEqual({});
    // Special prices: the ticket list learns whose billing_address_id it is; the other ticket calls stay anonymous.
    expect(store.headers('/tickets')).toHaveProperty('client', 'c');
    expect(store.headers('/tickets/calendar')).toEqual({});
    // The same for an event date's and a tour's prices (issue 7); their lists and calendars stay anonymous.
    expect(store.headers('/events/2/dates/54')).toHaveProperty('client', 'c');
    expect(store.headers('/tours/3/prices')).toHaveProperty('client', 'c');
    expect(store.headers('/events/2/dates')).toEqual({});
    // Seat holds are the signed-in visitor's (requirements/events-and-seats.md §4.2 Seats).
    expect(store.headers('/events/2/dates/54/blockings')).toHaveProperty('client', 'c');
    expect(store.headers('/events/2/dates/54/blockings/7')).toHaveProperty('client', 'c');
    expect(store.headers('/tours/3/start_times')).toEqual({});
  });

  it('treats an expired token as none', () => {
    const store = new CredentialStore('p.auth', memoryStorage({ 'p.auth': JSON.stringify(stored) }), () => NOW + 7200_000);
    expect(store.snapshot()).toBeNull();
  });

  it('stores credentials a response carries and tells listeners why they were cleared', () => {
    const storage = memoryStorage();
    const store = new CredentialStore('p.auth', storage, () => NOW);
    const listener = vi.fn();
    store.subscribe(listener);
    store.receive(new Headers({ 'access-token': 'n', client: 'k', uid: 'x@y.de', expiry: String(NOW / 1000 + 60) }));
    expect(JSON.parse(storage.data.get('p.auth')!)).toMatchObject({ accessToken: 'n', client: 'k' });
    store.receive(new Headers({ 'content-type': 'application/json' }));
    expect(store.snapshot()).toMatchObject({ accessToken: 'n' });
    store.clear('signOut');
    expect(storage.data.has('p.auth')).toBe(false);
    expect(listener).toHaveBeenLastCalledWith('signOut');
  });
});
