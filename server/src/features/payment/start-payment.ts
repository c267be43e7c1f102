import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { formSignature } from './form-signature';
import { flowOf } from './payment-flows';
import { findPaymentMode, setPaymentMode, type PayableOrder } from './store';

/** The `meta` block of the order-create response. @see requirements/checkout-and-orders.md §3.2, requirements/checkout-and-orders.md §4.3 */
export interface PaymentMeta {
  status: 'pending' | 'success' | 'fail';
  payment_url?: string;
  shop_behavior?: 'iframe';
  payment_data?: { url: string; params: Record<string, string> };
}

export interface StartPaymentOptions {
  /** Origin of this API as the browser sees it, e.g. "http://museen.localhost:3000". */
  baseUrl: string;
  locale: string;
  now: Date;
  /** The shop page to come back to (path or same-origin URL); "/" when omitted. */
  returnUrl?: string;
}

type StartOrder = Pick<PayableOrder, 'id' | 'shop_id' | 'token' | 'total_price_cents' | 'is_valid' | 'canceled'>;

/**
 * Starts the payment of a freshly placed order with the sandbox provider and says how the
 * shop continues. URLs for the browser end in `locale=` because the engine appends the
 * locale (requirements/checkout-and-orders.md §4.3). Collective invoice (mode kind collective_invoice, id 6) has no payment
 * step: the order becomes valid at once while payment_status stays 10 (outstanding), since
 * the money arrives later by invoice; is_valid keeps its places beyond the payment deadline.
 */
export async function startPayment(db: Db, order: StartOrder, paymentModeId: number, options: StartPaymentOptions): Promise<PaymentMeta> {
  if (order.canceled) return { status: 'fail' };
  if (order.is_valid) return { status: 'success' };
  const mode = await findPaymentMode(db, order.shop_id, paymentModeId);
  if (!mode) throw ApiError.invalid('Unknown payment mode', { payment_mode_id: ['is not a payment mode of this shop'] });
  const flow = flowOf(mode);
  if (flow === 'invoice') {
    await setPaymentMode(db, order.id, paymentModeId, true);
    return { status: 'success' };
  }
  await setPaymentMode(db, order.id, paymentModeId, false);
  const token = encodeURIComponent(order.token);
  const returnParam = options.returnUrl ? `return_url=${encodeURIComponent(options.returnUrl)}&` : '';
  const payPage = `${options.baseUrl}/api/v4/payments/sandbox/${token}/pay`;
  if (flow === 'redirect') return { status: 'pending', payment_url: `${payPage}?${returnParam}locale=` };
  if (flow === 'iframe') return { status: 'pending', payment_url: `${payPage}?${returnParam}locale=`, shop_behavior: 'iframe' };
  if (flow === 'form') {
    const amount = String(order.total_price_cents);
    const params: Record<string, string> = {
      amount, currency: mode.currency, locale: options.locale, signature: formSignature(order.token, amount),
      ...(options.returnUrl ? { return_url: options.returnUrl } : {}),
    };
    return { status: 'pending', payment_data: { url: payPage, params } };
  }
  const shopBase = (options.returnUrl ?? '/').split('#')[0];
  const query = `orderId=${token}&amount=${order.total_price_cents}&payment_mode=${paymentModeId}`;
  return { status: 'pending', payment_url: `${shopBase}#/payment/sandbox?${query}&locale=` };
}
