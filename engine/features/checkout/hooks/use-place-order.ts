import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useSetAtom } from '../../../shared/state/jotai.ts';
import { useSelectedAddress, useSession } from '../../account/api/account.queries.ts';
import { useAffiliate } from '../../affiliate/api/affiliate.queries.ts';
import { useCheckoutCart } from '../../cart/hooks/use-checkout-cart.ts';
import { clearCartAtom } from '../../cart/state/cart.atoms.ts';
import { postChecksum } from '../../payment/api/payment.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { createOrder } from '../api/checkout.api.ts';
import { autoPost } from '../lib/auto-post.ts';
import { checksumMethod } from '../lib/checksum-method.ts';
import { processParams } from '../lib/process-params.ts';
import { orderAction, orderErrorAction, withLocale, type OrderAction } from '../lib/order-result.ts';

/**
 * Places the order exactly once (requirements/checkout-and-orders.md §4.3) and carries out the outcome. The ref survives React's
 * StrictMode double effect and any re-render, so a second POST /orders can never go out from here.
 * Calls: POST /orders, then for express/instant POST /orders/{token}/payments/{provider}/checksums.
 */
export function usePlaceOrder() {
  const shop = useShop();
  const scope = useQueryScope();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const session = useSession();
  const { billingAddressId } = useSelectedAddress();
  const { cart, payload } = useCheckoutCart();
  // requirements/frame-and-routing.md §4.2: a remembered referral goes with the order.
  const affiliate = useAffiliate();
  const clearCart = useSetAtom(clearCartAtom(shop.storagePrefix));
  const placed = useRef(false);
  const [state, setState] = useState<'placing' | 'redirecting'>('placing');
  const { paymentModes } = shop.settings.checkout;
  const given = processParams(search);
  const method = checksumMethod(search.get('method'), paymentModes, given.paymentModeId ?? cart.orderParams.paymentModeId);

  useEffect(() => {
    if (placed.current || session.isPending) return;
    placed.current = true;
    const go = (action: OrderAction) => execute(action);
    const execute = async (action: OrderAction) => {
      if (action.kind === 'success') return navigate(paths.checkoutSuccess.href(action.orderId), { replace: true });
      if (action.kind === 'failure') return navigate(paths.checkoutFailure.href(action.query), { replace: true });
      if (action.emptyCart) clearCart();
      setState('redirecting');
      if (action.kind === 'redirect') return location.assign(action.url);
      if (action.kind === 'post') return void autoPost(action.url, action.params);
      return navigate(paths.paymentIframe.href({ orderId: action.orderId, amount: action.amount, payment_mode: action.paymentMode }), { replace: true, state: { paymentUrl: action.url } });
    };
    void (async () => {
      // requirements/checkout-and-orders.md §4.3: only with at least one item, and only for a validated user (or guest).
      if (cart.items.length === 0) return navigate(paths.cart.href(), { replace: true });
      if (session.status === 'anonymous') return go({ kind: 'failure', query: {} });
      const modeId = given.paymentModeId ?? cart.orderParams.paymentModeId ?? paymentModes.defaultModeId;
      try {
        const body = { ...payload({ billingAddressId, defaultModeId: paymentModes.defaultModeId, affiliate, orderParams: given }), return_url: location.href.split('#')[0] };
        const response = await createOrder(scope.api, scope.locale, body);
        const checksumType = method === 'express' ? 'wallet' : method === 'instant' ? 'instant' : null;
        if (checksumType && response.meta.status !== 'success' && response.meta.status !== 'fail') {
          const provider = checksumType === 'wallet' ? paymentModes.providers.wallet : paymentModes.providers.instantTransfer;
          const checksum = await postChecksum(scope.api, scope.locale, provider, response.order.token, checksumType)
            .catch(() => null);
          // requirements/checkout-and-orders.md §8.1: a wallet checksum failure → failure.
          if (!checksum) return go({ kind: 'failure', query: { orderId: response.order.token } });
          return go({ kind: 'redirect', url: withLocale(checksum.payment_url, scope.locale), emptyCart: shop.settings.cart.emptyBeforePayment });
        }
        return go(orderAction(response, { locale: scope.locale, emptyBeforePayment: shop.settings.cart.emptyBeforePayment, paymentModeId: modeId ? Number(modeId) : null }));
      } catch (error) {
        return go(orderErrorAction(isApiError(error) ? error.status : undefined, isApiError(error) ? error.data : undefined));
      }
    })();
  });

  return state;
}
