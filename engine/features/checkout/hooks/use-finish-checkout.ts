import { useEffect, useRef } from 'react';
import { useSession, useSignOut } from '../../account/api/account.queries.ts';
import { emptyCart, useStoredCart } from '../../cart/api/cart.queries.ts';

/**
 * Spec §4.6 Success / Still pending: the cart is emptied and a guest is signed out, once per visit.
 * Returns the current status: only a normal user sees 'view orders', so a guest turning anonymous
 * after the sign-out changes nothing on screen.
 */
export function useFinishCheckout() {
  const { update } = useStoredCart();
  const session = useSession();
  const signOut = useSignOut();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || session.isPending) return;
    done.current = true;
    update(() => emptyCart());
    if (session.status === 'guest') signOut.mutate();
  }, [session.isPending, session.status, signOut, update]);
  return session.status;
}
