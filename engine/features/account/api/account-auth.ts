import { useSyncExternalStore } from 'react';
import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { storageKey } from '../../../shared/lib/storage.ts';
import { CredentialStore, type Credentials } from '../lib/credential-store.ts';

function browserStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Gives the shop's API config its credentials provider once the bootstrap has told us the storage
 * prefix (requirements/settings.md §9.2: every key carries it). Runs before the router exists, so no loader goes out
 * without the stored session. Idempotent per prefix.
 */
export function connectAccountAuth(api: ApiConfig, storagePrefix: string): void {
  const key = storageKey(storagePrefix, 'auth');
  if (api.auth instanceof CredentialStore && api.auth.key === key) return;
  api.auth = new CredentialStore(key, browserStorage());
}

export function credentialStoreOf(api: ApiConfig): CredentialStore | null {
  return api.auth instanceof CredentialStore ? api.auth : null;
}

const noSubscription = () => () => undefined;
const none = () => null;

/** The live credentials of this shop, re-rendering when a response or sign-out changes them. */
export function useCredentials(): Credentials | null {
  const store = credentialStoreOf(useApiConfig());
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? none, none);
}
