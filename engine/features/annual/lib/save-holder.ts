import type { AnnualCustomer, AnnualOrder, HolderInput, Personalization, PersonalizationInput } from '../api/annual.api.ts';
import { holderChanged, holderPayload, otherHolder, type HolderValues } from './holder-form.ts';
import type { HolderMethod } from './slots.ts';

export interface SaveHolderInput {
  order: AnnualOrder;
  slot: Personalization;
  method: HolderMethod;
  values: HolderValues;
  initial: HolderValues;
  file: File | null;
}

/** The API calls of a save, bound to the shop and the order token by the caller. */
export interface HolderCalls {
  createHolder: (customer: HolderInput) => Promise<AnnualCustomer>;
  updateHolder: (id: number, customer: HolderInput) => Promise<AnnualCustomer>;
  updatePersonalization: (id: number, body: PersonalizationInput) => Promise<unknown>;
  uploadPhoto: (id: number, file: File) => Promise<unknown>;
}

/** Which customer and address the slot gets; creates or updates the holder first (contract). */
async function resolveHolder(calls: HolderCalls, { order, slot, method, values, initial }: SaveHolderInput) {
  if (method === 'currentUser') {
    const buyer = order.customer;
    const born = String(values.buyer_date_of_birth ?? '');
    if (born !== (buyer.date_of_birth ?? '')) await calls.updateHolder(buyer.id, { date_of_birth: born || null });
    return { token: buyer.personalization_token, addressId: Number(values.customer_adress_id) };
  }
  const holder = otherHolder(order, slot);
  // An unchanged holder already sits on this slot; without their token there is nothing to resend.
  if (holder && !holderChanged(values, initial)) {
    return holder.personalization_token ? { token: holder.personalization_token, addressId: slot.address_id ?? holder.addresses[0]!.id } : null;
  }
  const saved = holder ? await calls.updateHolder(holder.id, holderPayload(values)) : await calls.createHolder(holderPayload(values));
  return { token: saved.personalization_token!, addressId: saved.addresses[0]!.id };
}

/**
 * The personalisation save of requirements/annual-and-vip.md §7: the holder (POST or PUT /annual/customers), then PUT
 * /annual/personalizations with its personalization_token and first address, then the photo.
 * requirements/annual-and-vip.md §8: a failed upload is only logged, the save still counts.
 */
export async function saveHolder(calls: HolderCalls, input: SaveHolderInput, log: (...data: unknown[]) => void = console.warn): Promise<void> {
  const holder = await resolveHolder(calls, input);
  if (holder) {
    const body = { customer_personalization_token: holder.token, customer_adress_id: holder.addressId, dispatch_mode_id: input.slot.dispatch_mode_id };
    await calls.updatePersonalization(input.slot.id, body);
  }
  if (!input.file) return;
  try {
    await calls.uploadPhoto(input.slot.id, input.file);
  } catch (error) {
    log('Annual photo upload failed', error);
  }
}
