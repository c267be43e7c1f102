import { useEffect } from 'react';
import { useShop } from '../../shop/api/shop.queries.ts';
import { allReservationTokens, clearedCart } from '../lib/cart-lifecycle.ts';
import { isCartExpired } from '../lib/cart-model.ts';
import { useHoldRelease } from './use-hold-release.ts';
import { useStoredCart } from './use-stored-cart.ts';

/** requirements/cart.md §4.1 auto-clear: checked on open and every half minute while the cart is shown. */
export function useCartExpiry() {
  const { cart, update } = useStoredCart();
  const release = useHoldRelease();
  const minutes = useShop().settings.cart.autoDeleteMinutes;
  useEffect(() => {
    const check = () => {
      if (!isCartExpired(cart, new Date(), minutes)) return;
      void release({ reservationTokens: allReservationTokens(cart), seats: [] });
      update(clearedCart);
    };
    check();
    const timer = setInterval(check, 30_000);
    return () => clearInterval(timer);
  }, [cart, minutes, release, update]);
}
