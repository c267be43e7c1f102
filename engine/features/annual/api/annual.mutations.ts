import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryScope } from '../../../shared/api/query-scope.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { saveHolder, type HolderCalls, type SaveHolderInput } from '../lib/save-holder.ts';
import { createHolder, updateHolder, updatePersonalization, updateTicketSale, uploadPhoto } from './annual.api.ts';
import { annualQueries } from './annual.queries.ts';

const holderCalls = ({ api, locale }: QueryScope, token: string): HolderCalls => ({
  createHolder: (customer) => createHolder(api, locale, token, customer),
  updateHolder: (id, customer) => updateHolder(api, locale, token, id, customer),
  updatePersonalization: (id, body) => updatePersonalization(api, locale, token, id, body),
  uploadPhoto: (id, file) => uploadPhoto(api, locale, token, id, file),
});

/** Every save changes the order's slots; the list and detail read the one order query. */
function useAnnualMutation<Input>(call: (scope: QueryScope, token: string, input: Input) => Promise<unknown>, token: string) {
  const scope = useQueryScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(scope, token, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: annualQueries.all() }),
  });
}

/** Holder, slot and photo in one go (lib/save-holder.ts). */
export const useSaveHolder = (token: string) =>
  useAnnualMutation((scope, orderToken, input: SaveHolderInput) => saveHolder(holderCalls(scope, orderToken), input), token);

/** PUT /annual/ticket_sales/{id} with the new start day. */
export const useChangeStartDate = (token: string) =>
  useAnnualMutation((scope, orderToken, { saleId, day }: { saleId: number; day: string }) => updateTicketSale(scope.api, scope.locale, orderToken, saleId, day), token);
