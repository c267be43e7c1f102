import type { Db } from '../../db/connect';
import { ownAddressAudience, ownAddressAudiences } from './customer.store';
import type { CustomerRow } from './tokens.store';

export interface AudienceQuery {
  billing_address_id?: number | undefined;
  by_price_target_audience_id?: number | undefined;
}

/**
 * The price target audience a ticket list is shown for (requirements/accounts.md §6.3 'special prices'): the
 * signed-in customer's selected billing address decides, as POST /orders prices by it
 * (orders/buyer.ts). An address id that is not the caller's own — or any id without a valid
 * sign-in — is ignored rather than refused: the list then shows only what everyone may see, and
 * the order with that id is refused with 422. Without an address, an explicit
 * by_price_target_audience_id (VIP links) and then the account's own audience apply.
 * Tickets without audiences are public and always listed (tickets/ticket.store.ts).
 */
export async function requestAudience(db: Db, customer: CustomerRow | null, query: AudienceQuery): Promise<number | undefined> {
  const addressId = query.billing_address_id;
  if (customer && addressId) {
    const audience = await ownAddressAudience(db, customer.id, addressId);
    if (audience) return audience;
  }
  return query.by_price_target_audience_id ?? customer?.price_target_audience_id ?? undefined;
}


export interface ClaimedAudience {
  billing_address_id?: number | undefined;
  price_target_audience_id?: number | undefined;
}

/**
 * The audience of a tour price request (requirements/accounts.md §6.3: the engine sends the selected
 * address and its audience). The signed-in customer's own address decides as for tickets; an
 * explicit audience id counts only when it is the customer's own or one of their addresses',
 * so nobody unlocks special prices by editing a URL. Anonymous callers get the public prices.
 */
export async function verifiedAudience(db: Db, customer: CustomerRow | null, query: ClaimedAudience): Promise<number | undefined> {
  if (!customer) return undefined;
  const addresses = await ownAddressAudiences(db, customer.id);
  const billing = addresses.find((address) => address.id === query.billing_address_id);
  if (billing?.price_target_audience_id) return billing.price_target_audience_id;
  const claimed = query.price_target_audience_id;
  if (claimed !== undefined && (claimed === customer.price_target_audience_id || addresses.some((address) => address.price_target_audience_id === claimed))) {
    return claimed;
  }
  return customer.price_target_audience_id ?? undefined;
}
