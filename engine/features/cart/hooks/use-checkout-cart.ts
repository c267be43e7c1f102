import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { cartQueries } from '../api/cart.queries.ts';
import { cartTotals } from '../lib/cart-totals.ts';
import { buildOrderPayload } from '../lib/order-payload.ts';
import { applyShippingModes, effectiveShippingSelection, keepsShippingItems } from '../lib/shipping-modes.ts';
import { useStoredCart } from './use-stored-cart.ts';

/**
 * The cart as it will be ordered: shipping modes applied (requirements/cart.md §4.3), shipping rows from POST /cart
 * (read from the query cache, never copied into the stored cart), totals and the order payload.
 * Calls: POST /cart.
 */
export function useCheckoutCart() {
  const shop = useShop();
  const scope = useQueryScope();
  const stored = useStoredCart().cart;
  const { optional, defaultSelection } = shop.settings.cart.shipping;
  const cart = { ...stored, shippingSelection: effectiveShippingSelection(stored.shippingSelection, optional, defaultSelection) };
  const couponsAllowed = shop.settings.cart.coupons.allowUse;
  const items = applyShippingModes(cart.items, optional, cart.shippingSelection);
  const draftTotal = cartTotals({ ...cart, items, shippingItems: [] }, { couponsAllowed }).subTotalCents;
  const quotePayload = buildOrderPayload({ cart, items, totalCents: draftTotal });
  const quote = useQuery({ ...cartQueries.quote(scope, quotePayload), enabled: items.length > 0 });
  const shippingItems = keepsShippingItems(items, optional, cart.shippingSelection) ? quote.data?.items ?? [] : [];
  const totals = cartTotals({ ...cart, items, shippingItems }, { couponsAllowed });
  // The choice stays visible after 'print at home' drops the rows, so the visitor can switch back.
  const quotedShippingRows = quote.data?.items.length ?? 0;
  return { cart, items, shippingItems, quotedShippingRows, totals, quote, payload: (extra: Omit<Parameters<typeof buildOrderPayload>[0], 'cart' | 'items' | 'totalCents'> = {}) => buildOrderPayload({ cart, items, totalCents: totals.subTotalCents, ...extra }) };
}
