import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QueryScope } from '../../../shared/api/query-scope.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { register, requestPasswordReset, resetPassword, signIn, updateAccount, type Customer } from './account.api.ts';
import { credentialStoreOf } from './account-auth.ts';
import { accountQueries, isCustomerQuery } from './account.queries.ts';
import { createAddress, deleteAddress, selectAddress, updateAddress, type AddressInput } from './customer.api.ts';

/** The answer already is the validated customer: seed the session of the new credentials with it. */
function storeCustomer(queryClient: QueryClient, scope: QueryScope, customer: Customer) {
  const client = credentialStoreOf(scope.api)?.snapshot()?.client ?? null;
  queryClient.setQueryData(accountQueries.session(scope, client).queryKey, customer);
}

function useAccountMutation<Input, Output>(call: (scope: QueryScope, input: Input) => Promise<Output>, returnsCustomer = false) {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(scope, input),
    onSuccess: async (output) => {
      if (returnsCustomer) storeCustomer(queryClient, scope, output as unknown as Customer);
      await queryClient.invalidateQueries({ queryKey: accountQueries.all(), predicate: isCustomerQuery });
    },
  });
}

/** POST /auth/sign_in (requirements/accounts.md §5.3). */
export const useSignIn = () => useAccountMutation((s, body: { email: string; password: string }) => signIn(s.api, s.locale, body), true);

/** POST /auth for registration (level 20) and guest (level 10); both sign in. */
export const useRegister = () => useAccountMutation((s, body: Record<string, unknown>) => register(s.api, s.locale, body), true);

/** PUT /auth: profile or password change (requirements/accounts.md §5.4). */
export const useAccountUpdate = () => useAccountMutation((s, body: Record<string, unknown>) => updateAccount(s.api, s.locale, body), true);

export const useResetRequest = () => useAccountMutation((s, email: string) => requestPasswordReset(s.api, s.locale, email));

export const useResetPassword = () =>
  useAccountMutation((s, body: { reset_password_token: string; password: string; password_confirmation: string }) => resetPassword(s.api, s.locale, body));

/** POST or PUT /customer/customer_addresses (requirements/accounts.md §7.2). */
export const useSaveAddress = () =>
  useAccountMutation((s, { id, body }: { id?: number; body: AddressInput }) => (id ? updateAddress(s.api, s.locale, id, body) : createAddress(s.api, s.locale, body)));

export const useDeleteAddress = () => useAccountMutation((s, id: number) => deleteAddress(s.api, s.locale, id));

/** POST /customer/select_address: the billing address for special prices (requirements/accounts.md §6.3). */
export const useSelectAddress = () => useAccountMutation((s, id: number) => selectAddress(s.api, s.locale, id), true);
