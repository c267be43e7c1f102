import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { LEVEL_NORMAL } from '../lib/account-rules.ts';
import type { UserStatus } from '../lib/user-status.ts';
import { signOut, validateToken, type Customer, type CustomerAddress } from './account.api.ts';
import { credentialStoreOf, useCredentials } from './account-auth.ts';
import { getAddresses, getOrders } from './customer.api.ts';
import { getCountries, getNewsletterGroups, getPriceAudiences, getSalutations } from './reference.api.ts';

const REFERENCE_STALE = 60 * 60_000;
const CUSTOMER_STALE = 60_000;

/** null without credentials; a rejected token is forgotten so the shop falls back to anonymous. */
async function loadSession(scope: QueryScope, signal: AbortSignal): Promise<Customer | null> {
  const store = credentialStoreOf(scope.api);
  if (!store?.snapshot()) return null;
  try {
    return await validateToken(scope.api, scope.locale, signal);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    store.clear('invalid');
    return null;
  }
}

/** Customer data is keyed by the credentials' client id, so one login never sees another's cache. */
export const accountQueries = {
  all: () => ['account'] as const,
  session: (scope: QueryScope, client: string | null) =>
    queryOptions({
      queryKey: [...scopeKey('account', scope), 'customer', client, 'session'] as const,
      queryFn: ({ signal }) => loadSession(scope, signal),
      staleTime: CUSTOMER_STALE,
    }),
  addresses: (scope: QueryScope, client: string | null) =>
    queryOptions({
      queryKey: [...scopeKey('account', scope), 'customer', client, 'addresses'] as const,
      queryFn: ({ signal }) => getAddresses(scope.api, scope.locale, signal),
      staleTime: CUSTOMER_STALE,
    }),
  orders: (scope: QueryScope, client: string | null, page: number, perPage: number) =>
    queryOptions({
      queryKey: [...scopeKey('account', scope), 'customer', client, 'orders', { page, perPage }] as const,
      queryFn: ({ signal }) => getOrders(scope.api, scope.locale, page, perPage, signal),
      staleTime: CUSTOMER_STALE,
    }),
  countries: (scope: QueryScope) =>
    queryOptions({ queryKey: [...scopeKey('account', scope), 'countries'] as const, queryFn: ({ signal }) => getCountries(scope.api, scope.locale, signal), staleTime: REFERENCE_STALE }),
  salutations: (scope: QueryScope) =>
    queryOptions({ queryKey: [...scopeKey('account', scope), 'salutations'] as const, queryFn: ({ signal }) => getSalutations(scope.api, scope.locale, signal), staleTime: REFERENCE_STALE }),
  newsletterGroups: (scope: QueryScope) =>
    queryOptions({ queryKey: [...scopeKey('account', scope), 'newsletterGroups'] as const, queryFn: ({ signal }) => getNewsletterGroups(scope.api, scope.locale, signal), staleTime: REFERENCE_STALE }),
  priceAudiences: (scope: QueryScope) =>
    queryOptions({ queryKey: [...scopeKey('account', scope), 'priceAudiences'] as const, queryFn: ({ signal }) => getPriceAudiences(scope.api, scope.locale, signal), staleTime: REFERENCE_STALE }),
};

/** True for the customer's own data (session, addresses, orders), which sign-out drops. */
export const isCustomerQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'account' && query.queryKey[4] === 'customer';

export interface AccountSession {
  status: UserStatus;
  customer: Customer | null;
  /** Credentials exist but validate_token has not answered yet. */
  isPending: boolean;
}

/** requirements/accounts.md §6.1 roles from the validated session: level 20 user, level 10 guest, else anonymous. */
export function useSession(): AccountSession {
  const scope = useQueryScope();
  const credentials = useCredentials();
  const query = useQuery({ ...accountQueries.session(scope, credentials?.client ?? null), enabled: !!credentials });
  const customer = credentials ? query.data ?? null : null;
  const status: UserStatus = !customer ? 'anonymous' : customer.level >= LEVEL_NORMAL ? 'user' : 'guest';
  return { status, customer, isPending: !!credentials && query.isPending };
}

/**
 * requirements/accounts.md §6.2: registering is offered only when the operator allows it (settings
 * accounts.registration.allowed) and the shop config does not switch it off.
 */
export function useRegistrationAllowed(): boolean {
  const shop = useShop();
  return shop.settings.accounts.registration.allowed && shop.config.registration !== false;
}

export interface SelectedAddress {
  address: CustomerAddress | null;
  /** Sent as billing_address_id on price requests and orders (requirements/accounts.md §6.3). */
  billingAddressId: number | null;
  /** The address's price audience differs from the shop default: 'You qualify for special prices'. */
  specialPrices: boolean;
  /** requirements/checkout-and-orders.md §4.1: such an address switches the payment mode to collective invoice (id 6). */
  collectiveInvoice: boolean;
}

/** The logged-in user's selected address, for the cart, tickets and checkout. */
export function useSelectedAddress(): SelectedAddress {
  const { customer, status } = useSession();
  const defaultAudience = useShop().config.defaults?.price_target_audience_id ?? 1;
  const address = status === 'user' ? customer?.addresses.find((item) => item.id === customer.selected_address_id) ?? null : null;
  const audience = address?.price_target_audience?.id;
  return {
    address,
    billingAddressId: address?.id ?? null,
    specialPrices: audience !== undefined && audience !== defaultAudience,
    collectiveInvoice: !!address?.has_collective_invoice_payment,
  };
}

/**
 * Ends the session: DELETE /auth/sign_out (a failure still signs out locally), forget the
 * credentials and the customer's cached data. Listeners of useOnSignOut clear the cart (requirements/cart.md §4.1).
 * Checkout calls this for guests after success or still_pending (requirements/accounts.md §6.2).
 */
export function useSignOut() {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await signOut(scope.api, scope.locale).catch(() => undefined);
    },
    onSettled: () => {
      credentialStoreOf(scope.api)?.clear('signOut');
      queryClient.removeQueries({ queryKey: accountQueries.all(), predicate: isCustomerQuery });
    },
  });
}

/** Runs `listener` after an explicit sign-out (not after an expired token). */
export function useOnSignOut(listener: () => void): void {
  const store = credentialStoreOf(useQueryScope().api);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => store?.subscribe((reason) => reason === 'signOut' && latest.current()), [store]);
}

export type { Customer, CustomerAddress } from './account.api.ts';
/** The e-mail rule of requirements/accounts.md §5.1, for other features' forms (the annual holder form). */
export { isValidEmail } from '../lib/email.ts';
