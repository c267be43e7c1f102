import { isoBerlin } from '../../shared/berlin-time';
import { text, type Lang } from '../../shared/localize';
import { isReady, photoUrl } from './annual-rules';
import type { HolderRows } from './holders.store';
import type { AnnualOrder, AnnualSaleRow, SlotRow } from './store';

export interface HolderAddressJson { id: number; adressat: string; street: string; zip: string; city: string; country_id: number | null }
export interface HolderJson {
  id: number; name: string; surname: string; email: string; salutation_id: number | null; level: number;
  date_of_birth: string | null; addresses: HolderAddressJson[]; personalization_token: string | null;
}

/** Holders by id, each with their own addresses. */
export function holdersJson({ customers, addresses }: HolderRows): Map<number, HolderJson> {
  return new Map(customers.map((customer) => [customer.id, {
    ...customer,
    addresses: addresses.filter((address) => address.customer_id === customer.id).map(({ customer_id: _owner, ...address }) => address),
  }]));
}

/** A slot's holder without the token: a token is shown only to whoever created or owns it. */
function slotHolder(holder: HolderJson | undefined) {
  if (!holder) return null;
  const { personalization_token: _token, level: _level, ...rest } = holder;
  return rest;
}

export function personalizationJson(slot: SlotRow, photo: AnnualSaleRow['photo_mandatory'], holders: Map<number, HolderJson>, token: string) {
  return {
    id: slot.id, ready: isReady(slot, photo), address_id: slot.address_id, dispatch_mode_id: slot.dispatch_mode_id,
    customer: slotHolder(slot.customer_id === null ? undefined : holders.get(slot.customer_id)),
    photo_url: photoUrl(slot.id, token, slot.photo_updated_at),
  };
}

export function ticketSaleJson(sale: AnnualSaleRow, slots: SlotRow[], holders: Map<number, HolderJson>, token: string, lang: Lang) {
  return {
    id: sale.id, ticket_id: sale.ticket_id, title: text(sale.title, lang), description: text(sale.description, lang),
    start_at: sale.start_at ? isoBerlin(sale.start_at) : null,
    sent_at: sale.sent_at ? isoBerlin(sale.sent_at) : null,
    status: sale.sent_at ? 'sent' as const : sale.status,
    is_personalizable: sale.personalizeable, photo_mandatory: sale.photo_mandatory,
    personalizations: slots.filter((slot) => slot.ticket_sale_id === sale.id).map((slot) => personalizationJson(slot, sale.photo_mandatory, holders, token)),
  };
}

export function annualOrderJson(order: AnnualOrder, buyer: HolderJson, sales: ReturnType<typeof ticketSaleJson>[]) {
  return {
    id: order.id, token: order.token, created_at: isoBerlin(order.created_at), shipping_address_id: order.shipping_address_id,
    customer: buyer, ticket_sales: sales,
  };
}
