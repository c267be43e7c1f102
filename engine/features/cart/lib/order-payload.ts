import type { StoredCart } from './cart-model.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** requirements/checkout-and-orders.md §3.1: the body of POST /orders (and of POST /cart for the shipping rows). */
export interface OrderPayload {
  items: { type: CartItem['type']; attributes: CartItem['attributes'] }[];
  billing_address_id?: number | null;
  shipping_address_id?: number | null;
  comment?: string;
  reference?: string;
  payment_mode_id?: number | null;
  coupons: string[];
  donations: { campaign_id: number; value: number }[];
  affiliate?: { id: string | number; campaign?: string };
  /** The cart subtotal in cents; the server recomputes it and refuses a different one. */
  total: number;
  customer?: { email: string; name?: string; surname?: string };
}

export interface PayloadInput {
  cart: StoredCart;
  /** Items after the shipping modes of requirements/cart.md §4.3 were applied. */
  items: CartItem[];
  totalCents: number;
  billingAddressId?: number | null;
  affiliate?: OrderPayload['affiliate'];
  customer?: OrderPayload['customer'];
  /** requirements/payment.md §9.1: used when the visitor never touched the payment radios (settings defaultModeId, '2'). */
  defaultModeId?: string;
  /** requirements/checkout-and-orders.md §2.3: comment and payment mode given to /checkout/process win over the stored ones. */
  orderParams?: Partial<StoredCart['orderParams']>;
}

const modeId = (id: string | null) => (id === null || id === '' || Number.isNaN(Number(id)) ? null : Number(id));

/** requirements/checkout-and-orders.md §3.1. 'Annual' is a display type only: towards the API annual tickets are Tickets. */
export function buildOrderPayload({ cart, items, totalCents, billingAddressId, affiliate, customer, defaultModeId, orderParams }: PayloadInput): OrderPayload {
  const { customerComment, reference, paymentModeId } = { ...cart.orderParams, ...orderParams };
  return {
    items: items.map((item) => ({ type: item.type, attributes: item.attributes })),
    ...(billingAddressId != null ? { billing_address_id: billingAddressId } : {}),
    ...(cart.shippingAddressId != null ? { shipping_address_id: cart.shippingAddressId } : {}),
    ...(customerComment.trim() ? { comment: customerComment.trim() } : {}),
    ...(reference.trim() ? { reference: reference.trim() } : {}),
    payment_mode_id: modeId(paymentModeId ?? defaultModeId ?? null),
    coupons: cart.coupons.map((coupon) => coupon.code),
    donations: cart.donations.map((donation) => ({ campaign_id: donation.campaign_id, value: donation.value })),
    ...(affiliate ? { affiliate } : {}),
    ...(customer ? { customer } : {}),
    total: totalCents,
  };
}
