import type { SettingText } from '../setting-text.ts';
import type { cartDe } from '../de/cart.ts';

export const cartEn: Record<keyof typeof cartDe, SettingText> = {
  cart: { label: 'Cart', help: 'The cart, vouchers, quantities of shop articles and shipping.' },
  'cart.showComment': { label: 'Comment field', help: 'Visitors can write a message about their order.' },
  'cart.showReset': { label: '“Empty cart” button' },
  'cart.autoDeleteMinutes': {
    label: 'Empty a forgotten cart after (minutes)',
    help: "When the most recently added item is older, the cart is emptied. Best as long as the ticketing system's reservation time, so that no cart shows expired reservations.",
  },
  'cart.emptyBeforePayment': {
    label: 'Empty the cart before payment',
    help: 'Empties the cart before visitors move on to the payment provider. Off: the cart stays, and a cancelled payment can be tried again.',
  },
  'cart.checkoutButtonLabelKey': { label: 'Label of the checkout button (text key)', help: 'The key of the text under Translations that the button shows.' },
  'cart.coupons': { label: 'Vouchers' },
  'cart.coupons.allowUse': { label: 'Redeem voucher codes', help: 'The cart gets a field for voucher codes and deducts their value.' },
  'cart.coupons.minAvailable': { label: 'Smallest quantity', help: 'The smallest quantity of a voucher visitors can choose (after 0).' },
  'cart.coupons.maxAvailable': { label: 'Largest quantity', help: 'The largest quantity of a voucher visitors can choose.' },
  'cart.merchandise': { label: 'Shop articles' },
  'cart.merchandise.maxQuantity': { label: 'Highest quantity per article', help: 'At most 10.' },
  'cart.shipping': { label: 'Shipping', help: 'Tickets to print at home or by post.' },
  'cart.shipping.optional': {
    label: 'Visitors choose the delivery',
    help: 'Visitors choose between printing at home and postal delivery. Off: orders with shipped articles go by post, everything else by e-mail.',
  },
  'cart.shipping.requireShippingAddress': { label: 'Ask for a delivery address', help: 'For signed-in customers who choose postal delivery.' },
  'cart.shipping.defaultSelection': {
    label: 'Preselection',
    help: 'Only when visitors choose the delivery.',
    options: { none: 'None, visitors choose', printAtHome: 'Print at home', shipping: 'Postal delivery' },
  },
};
