import type { PaymentModes } from '../../../settings/settings.gen.ts';

/** The provider badges the one-pager can label (locales `payment.icons.*`). */
export type PaymentIcon = 'visa' | 'mastercard' | 'paypal' | 'sepa' | 'instant';

/**
 * The cart's method order and badges (requirements/cart.md §2.1). Repeated here because features share no lib
 * code (house-style.md §2); collective invoice has no badge and is only for resellers anyway.
 */
const ICONS: { method: keyof PaymentModes['enabled']; icons: PaymentIcon[] }[] = [
  { method: 'creditCard', icons: ['visa', 'mastercard'] },
  { method: 'wallet', icons: ['paypal'] },
  { method: 'sepa', icons: ['sepa'] },
  { method: 'instantTransfer', icons: ['instant'] },
];

/** requirements/one-pager.md §2.1 'One-pager': the payment-method icons of the methods the cart will offer. */
export function paymentIcons(modes: PaymentModes): PaymentIcon[] {
  return ICONS.filter(({ method }) => modes.enabled[method]).flatMap(({ icons }) => icons);
}
