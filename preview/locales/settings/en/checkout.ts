import type { SettingText } from '../setting-text.ts';
import type { checkoutDe } from '../de/checkout.ts';

const providers = { sandbox: 'Test provider (no real payment)', paypal: 'PayPal', stripe: 'Stripe', paymill: 'Paymill', payone: 'PAYONE', unzer: 'Unzer' };
const methods = { creditCard: 'Credit card', collectiveInvoice: 'Collective invoice', wallet: 'PayPal', sepa: 'SEPA direct debit', instantTransfer: 'Instant bank transfer' };

export const checkoutEn: Record<keyof typeof checkoutDe, SettingText> = {
  checkout: { label: 'Checkout and payment', help: 'Payment methods, ticket reservations, tickets for phones and the timings while paying.' },
  'checkout.paymentModes': { label: 'Payment methods', help: 'Which payment methods the shop offers and how they are set up in the ticketing system.' },
  'checkout.paymentModes.defaultModeId': { label: 'Preselected payment method (number)', help: 'The number of the payment method in the ticketing system that is preselected at checkout.' },
  'checkout.paymentModes.ids': {
    label: 'Numbers of the payment methods in the ticketing system',
    help: 'Under which number each payment method is set up in the ticketing system. Empty: the ticketing system does not have this method.',
  },
  'checkout.paymentModes.ids.creditCard': { label: methods.creditCard },
  'checkout.paymentModes.ids.collectiveInvoice': { label: methods.collectiveInvoice, help: 'Only for customers allowed to buy on a collective invoice.' },
  'checkout.paymentModes.ids.wallet': { label: methods.wallet },
  'checkout.paymentModes.ids.sepa': { label: methods.sepa },
  'checkout.paymentModes.ids.instantTransfer': { label: methods.instantTransfer },
  'checkout.paymentModes.enabled': { label: 'Payment methods offered', help: 'They appear at checkout when the ticketing system offers them too. The others need a contract with a payment provider.' },
  'checkout.paymentModes.enabled.creditCard': { label: methods.creditCard },
  'checkout.paymentModes.enabled.collectiveInvoice': { label: methods.collectiveInvoice, help: 'For resellers such as tour operators.' },
  'checkout.paymentModes.enabled.wallet': { label: methods.wallet, help: 'Also for express payment.' },
  'checkout.paymentModes.enabled.sepa': { label: methods.sepa },
  'checkout.paymentModes.enabled.instantTransfer': { label: methods.instantTransfer },
  'checkout.paymentModes.providers': { label: 'Payment providers', help: 'Which provider handles each payment method. With the test provider no money moves.' },
  'checkout.paymentModes.providers.creditCard': { label: methods.creditCard, options: providers },
  'checkout.paymentModes.providers.wallet': { label: methods.wallet, options: providers },
  'checkout.paymentModes.providers.sepa': { label: methods.sepa, options: providers },
  'checkout.paymentModes.providers.instantTransfer': { label: methods.instantTransfer, options: providers },
  'checkout.paymentModes.expressPayment': { label: 'Express payment', help: 'Quick payment with PayPal when PayPal is set up and the total is above 0.' },
  'checkout.timing': { label: 'Timings while paying', help: 'For technical support; the defaults almost always fit.' },
  'checkout.timing.pendingPollIntervalMs': { label: 'Check the payment status every (seconds)', help: 'While a payment is still running, the page asks this often.' },
  'checkout.timing.pendingPollMaxAttempts': { label: 'Ask at most this many times', help: 'After that, visitors read that the payment is still being processed.' },
  'checkout.timing.paymentFormThrottleMs': { label: 'Protection against sending twice (seconds)', help: 'For this long after sending, the payment form cannot be sent again.' },
  'checkout.reservations': { label: 'Ticket reservations', help: 'Tickets in the cart are held for the visitors for a while.' },
  'checkout.reservations.enabled': { label: 'Reserve tickets', help: 'Every ticket in the cart is reserved; visitors see for how long.' },
  'checkout.reservations.requireLogin': { label: 'Only for signed-in customers' },
  'checkout.walletPasses': {
    label: 'Tickets for phones (wallet)',
    help: "Every ticket also comes for the smartphone's wallet beside its PDF: on the confirmation page, in the e-mail and in the customer account.",
  },
  'checkout.walletPasses.apple': {
    label: 'Apple Wallet',
    help: '“Add to Apple Wallet” with every ticket. Without an Apple certificate on the server there are only demo tickets, which devices reject.',
  },
  'checkout.walletPasses.google': { label: 'Google Wallet', help: '“Save to Google Wallet” with every order. Shows only when a Google account is set up on the server.' },
};
