import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../shop/api/shop.queries.ts';
import { checkoutProblems } from '../lib/checkout-guards.ts';
import type { Shopper } from '../lib/checkout-target.ts';
import { offeredMethods, selectedMethod, showsExpress, type OfferedMethod } from '../lib/payment-methods.ts';
import { attendeeFields, needsPersonalization } from '../../../shared/cart-line/personalization.ts';
import { isShippingDeclined, showsShippingChoice } from '../lib/shipping-modes.ts';
import { useCartActions } from './use-cart-actions.ts';
import { useCartExpiry } from './use-cart-expiry.ts';
import { useCheckoutCart } from './use-checkout-cart.ts';
import { useStartCheckout } from './use-start-checkout.ts';

/** Everything the cart screen derives from the stored cart, the settings and the session. */
export function useCartPage(shopper: Shopper, collectiveInvoiceAllowed: boolean, billingAddressId: number | null) {
  const { t, i18n } = useTranslation('cart');
  const shop = useShop();
  const settings = shop.settings;
  const actions = useCartActions();
  const { cart, items, shippingItems, quotedShippingRows, totals } = useCheckoutCart();
  useCartExpiry();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState('');
  const optional = settings.cart.shipping.optional;
  const shipping = !isShippingDeclined(optional, cart.shippingSelection) && shippingItems.length > 0;
  const start = useStartCheckout(shopper, shipping);
  // requirements/cart.md §5.1: the terms box is required 'when a terms translation exists (for logged-in normal users)'.
  const showTerms = shopper === 'user' && !!t('terms.checkbox');
  const showShippingChoice = showsShippingChoice(items, optional, quotedShippingRows);
  const problems = checkoutProblems({
    itemCount: cart.items.length, startPending: cart.items.filter((item) => item.cart.startPending).length, termsRequired: showTerms, termsAccepted, shippingChoiceShown: showShippingChoice, shippingSelection: cart.shippingSelection,
  });
  const methods = offeredMethods(settings.checkout.paymentModes, collectiveInvoiceAllowed, shop.paymentModes);
  const fields = attendeeFields(settings.tickets.attendeeFields);
  const { expire, update } = actions;
  const invoiceModeId = settings.checkout.paymentModes.ids.collectiveInvoice;
  // requirements/checkout-and-orders.md §4.1: choosing an address with collective invoice payment switches the mode to it (id 6).
  useEffect(() => {
    if (collectiveInvoiceAllowed && billingAddressId !== null) {
      update((current) => ({ ...current, orderParams: { ...current.orderParams, paymentModeId: invoiceModeId } }));
    }
  }, [collectiveInvoiceAllowed, billingAddressId, invoiceModeId, update]);
  const onExpire = useCallback((index: number) => {
    setExpired(t('reservation.expired', { name: cart.items[index]?.cart.name ?? '' }));
    expire(index);
  }, [cart.items, expire, t]);

  const checkout = async (method?: 'express') => {
    setAttempt((count) => count + 1);
    if (problems.length > 0 && !method) return;
    setBusy(true);
    try {
      await start(method);
    } finally {
      setBusy(false);
    }
  };
  const selectMethod = (method: OfferedMethod) => actions.update((current) => ({ ...current, orderParams: { ...current.orderParams, paymentModeId: method.modeId } }));

  return {
    shop, settings, language: i18n.language, cart, items, shippingItems, totals, actions, onExpire, expired,
    personalizeIndexes: cart.items.flatMap((item, index) => (needsPersonalization(item, fields) ? [index] : [])),
    showShippingChoice,
    showExpress: showsExpress(settings.checkout.paymentModes, totals.subTotalCents),
    methods, selected: selectedMethod(methods, cart.orderParams.paymentModeId), selectMethod,
    showTerms, termsAccepted, setTermsAccepted, problems: attempt > 0 ? problems : [], attempt, busy, checkout,
    startPendingName: cart.items.find((item) => item.cart.startPending)?.cart.name ?? '',
  };
}
