import type { AnnualOrder, Personalization, TicketSale } from '../api/annual.api.ts';

export type HolderMethod = 'currentUser' | 'newUser';
export type SubmitLabel = 'create' | 'update' | 'next';

/** requirements/annual-and-vip.md §4: start date and holders change only while the sale is not sent (and the ticket allows it). */
export const isEditable = (sale: TicketSale): boolean => !sale.sent_at && sale.is_personalizable;

/** requirements/annual-and-vip.md §4: a slot is empty until it has a customer. */
export const isPersonalised = (slot: Personalization): boolean => slot.customer !== null;

export function findSlot(order: AnnualOrder, saleId: number, personalizationId: number) {
  const sale = order.ticket_sales.find((item) => item.id === saleId);
  const slot = sale?.personalizations.find((item) => item.id === personalizationId);
  return sale && slot ? { sale, slot } : null;
}

/** requirements/annual-and-vip.md §4: the buyer already holds another slot of this sale, so 'currentUser' is hidden. */
export function buyerHoldsOtherSlot(order: AnnualOrder, sale: TicketSale, personalizationId: number): boolean {
  return sale.personalizations.some((slot) => slot.id !== personalizationId && slot.customer?.id === order.customer.id);
}

/**
 * requirements/annual-and-vip.md §4: currentUser unless the buyer holds another slot of the sale; a slot already held by
 * someone else opens on that holder (newUser, prefilled).
 */
export function defaultHolderMethod(order: AnnualOrder, sale: TicketSale, slot: Personalization): HolderMethod {
  if (buyerHoldsOtherSlot(order, sale, slot.id)) return 'newUser';
  if (slot.customer && slot.customer.id !== order.customer.id) return 'newUser';
  return 'currentUser';
}

/** Empty slots of editable sales other than `personalizationId`, in order of sale and position. */
function openSlots(order: AnnualOrder, personalizationId: number) {
  return order.ticket_sales.flatMap((sale) =>
    isEditable(sale) ? sale.personalizations.filter((slot) => !isPersonalised(slot) && slot.id !== personalizationId).map((slot) => ({ sale, slot })) : [],
  );
}

/** requirements/annual-and-vip.md §4 submit state: 'update' when personalised; 'next' when another empty slot exists; else 'create'. */
export function submitLabel(order: AnnualOrder, slot: Personalization): SubmitLabel {
  if (isPersonalised(slot)) return 'update';
  return openSlots(order, slot.id).length > 0 ? 'next' : 'create';
}

/** requirements/annual-and-vip.md §4 after save: the next unpersonalised slot (any sale of the order), or null for the list. */
export function nextOpenSlot(order: AnnualOrder, personalizationId: number): { saleId: number; personalizationId: number } | null {
  const next = openSlots(order, personalizationId)[0];
  return next ? { saleId: next.sale.id, personalizationId: next.slot.id } : null;
}

export const allPersonalised = (order: AnnualOrder): boolean => order.ticket_sales.every((sale) => sale.personalizations.every(isPersonalised));

export const allSent = (order: AnnualOrder): boolean => order.ticket_sales.length > 0 && order.ticket_sales.every((sale) => !!sale.sent_at);

/** The server answers a placeholder URL containing 'missing' when a slot has no photo (contract). */
export const hasPhoto = (photoUrl: string | null | undefined): photoUrl is string => !!photoUrl && !photoUrl.includes('missing');

/** Contract: a guest buyer (level 10) has no login, so cannot edit addresses in the account. */
export const isGuestBuyer = (order: AnnualOrder): boolean => order.customer.level <= 10;

/**
 * requirements/annual-and-vip.md §7: the photo is shown from the API origin followed by photo_url, unless the URL points
 * to the 'missing' placeholder.
 */
export function photoSrc(apiBase: string, photoUrl: string | null | undefined): string | null {
  if (!hasPhoto(photoUrl)) return null;
  if (/^https?:/.test(photoUrl)) return photoUrl;
  const origin = /^https?:/.test(apiBase) ? new URL(apiBase).origin : location.origin;
  return `${origin}${photoUrl.startsWith('/') ? '' : '/'}${photoUrl}`;
}
