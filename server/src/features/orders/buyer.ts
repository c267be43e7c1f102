import type { Db } from '../../db/connect';
import type { FieldErrors } from '../../http/api-error';
import type { CustomerRow } from '../account/tokens.store';
import { flowOf } from '../payment/payment-flows';
import { findPaymentMode } from '../payment/store';
import { addError } from './order-parts';
import { customerAddressesOf } from './store';

export interface BuyerInput {
  billing_address_id?: number | null | undefined; shipping_address_id?: number | null | undefined;
  payment_mode_id?: number | null | undefined; customer?: { email: string; name?: string | undefined; surname?: string | undefined } | undefined;
}

export interface Buyer {
  customerId: number | null;
  /** where the confirmation goes: the account's e-mail, else the guest checkout's */
  email: string | null;
  name: string | null;
  audienceId: number | null;
  errors: FieldErrors;
}

/**
 * Who buys: the signed-in customer (a registered account or a guest, level 10) or an
 * anonymous guest with `customer.email`. Addresses must be the customer's own; the billing
 * address's price target audience wins over the account's (special prices); collective
 * invoice needs a billing address that allows it. @see requirements/checkout-and-orders.md §4.1, requirements/accounts.md §3.2
 */
export async function resolveBuyer(db: Db, shopId: number, customer: CustomerRow | null, body: BuyerInput): Promise<Buyer> {
  const errors: FieldErrors = {};
  const addressIds = [body.billing_address_id, body.shipping_address_id].filter((id): id is number => typeof id === 'number');
  const addresses = customer && addressIds.length
    ? await customerAddressesOf(db, customer.id, addressIds)
    : [];
  for (const field of ['billing_address_id', 'shipping_address_id'] as const) {
    const id = body[field];
    if (typeof id === 'number' && !addresses.some((address) => address.id === id)) addError(errors, field, 'is not an address of yours');
  }
  const billing = addresses.find((address) => address.id === body.billing_address_id);
  if (body.payment_mode_id) {
    const mode = await findPaymentMode(db, shopId, body.payment_mode_id);
    if (!mode) addError(errors, 'payment_mode_id', 'is not a payment mode of this shop');
    else if (flowOf(mode) === 'invoice' && !billing?.has_collective_invoice_payment) {
      addError(errors, 'payment_mode_id', 'collective invoice needs a billing address that allows it');
    }
  }
  const guest = body.customer;
  const fullName = (first?: string | null, last?: string | null) => [first, last].filter((part) => part?.trim()).join(' ') || null;
  return {
    customerId: customer?.id ?? null,
    email: customer?.email ?? guest?.email ?? null,
    name: customer ? fullName(customer.name, customer.surname) : fullName(guest?.name, guest?.surname),
    audienceId: billing?.price_target_audience_id ?? customer?.price_target_audience_id ?? null,
    errors,
  };
}
