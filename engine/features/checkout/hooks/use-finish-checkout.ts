import { useEffect, useRef } from 'react';
import { useSession, useSignOut } from '../../account/api/account.queries.ts';
import { useSetAtom } from '../../../shared/state/jotai.ts';
import { clearCartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';

/**
 * requirements/checkout-and-orders.md §4.3 Success / Still pending: the cart is emptied and a guest is signed out, once per visit.
 * Returns the current status: only a normal user sees 'view orders', so a guest turning anonymous
 * after the sign-out changes nothing on screen.
 */
export function useFinishCheckout() {
  const clearCart = useSetAtom(clearCartAtom(useShop().storagePrefix));
  const session = useSession();
  const signOut = useSignOut();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || session.isPending) return;
    done.current = true;
    clearCart();
    if (session.status === 'guest') signOut.mutate();
  }, [session.isPending, session.status, signOut, clearCart]);
  return session.status;
}
