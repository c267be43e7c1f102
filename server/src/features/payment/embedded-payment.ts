import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { THREE_DS_CARD, digitsOnly, validateCard, type CardFields } from './card-validation';
import { recordNotification, type NotificationResult, type OnOrderValid } from './notifications';
import { validateSepa, type SepaFields } from './sepa-validation';
import { sign, verify } from './signing';
import { isOutstanding } from './state-machine';
import type { PayableOrder } from './store';

export interface EmbeddedPaymentInput extends CardFields, SepaFields {
  method?: 'card' | 'sepa';
  amount?: number; currency?: string;
  three_ds_session?: string; three_ds_result?: 'confirm' | 'cancel';
}

export type EmbeddedPaymentResult =
  | { status: 'success'; notification: NotificationResult }
  | { status: '3ds_required'; three_ds_session: string };

/** One provider code → the contract error body, the code as `error` so the shop can look up payment.sandbox.error.<code>. */
function providerError(errors: Record<string, string>): ApiError {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, [code]]));
  return ApiError.invalid(Object.values(errors)[0]!, fields);
}

/** Stateless 3-D Secure step: the session is a MAC of the order token, nothing is stored until confirmed. */
const threeDsSession = (token: string) => sign(`3ds:${token}`);

/**
 * The embedded card / SEPA form of requirements/payment.md §2.1 posting to the sandbox. Invalid fields answer
 * the provider codes of requirements/payment.md §8.1; test card 4000 0000 0000 3220 asks for a 3-D Secure step,
 * whose cancel answers 3ds_cancelled and leaves the order outstanding for another try.
 */
export async function payEmbedded(
  db: Db, order: PayableOrder, currency: string, input: EmbeddedPaymentInput, now: Date, onValid?: OnOrderValid,
): Promise<EmbeddedPaymentResult> {
  if (!isOutstanding(order, now)) throw providerError({ order: 'invalid_payment_data' });
  if (input.amount !== undefined && input.amount !== order.total_price_cents) throw providerError({ amount: 'field_invalid_amount' });
  if (input.currency !== undefined && input.currency !== currency) throw providerError({ currency: 'field_invalid_currency' });
  const pay = (id: string) => recordNotification(db, { id, order_token: order.token, event: 'paid' }, now, onValid)
    .then((notification) => ({ status: 'success' as const, notification }));
  if (input.three_ds_session !== undefined) {
    if (!verify(`3ds:${order.token}`, input.three_ds_session)) throw providerError({ three_ds_session: 'invalid_payment_data' });
    if (input.three_ds_result !== 'confirm') throw providerError({ three_ds: '3ds_cancelled' });
    return pay(`3ds-${input.three_ds_session.slice(0, 24)}`);
  }
  const method = input.method ?? (input.iban !== undefined ? 'sepa' : 'card');
  const errors = method === 'sepa' ? validateSepa(input) : validateCard(input, now);
  if (Object.keys(errors).length) throw providerError(errors);
  if (method === 'card' && digitsOnly(input.card_number) === THREE_DS_CARD) {
    return { status: '3ds_required', three_ds_session: threeDsSession(order.token) };
  }
  return pay(`${method}-${randomBytes(9).toString('base64url')}`);
}
