import { useState } from 'react';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { updateReservation } from '../api/cart.api.ts';
import { clearedCart, dropReservation, removeItem, setQuantity } from '../lib/cart-lifecycle.ts';
import { useHoldRelease } from './use-hold-release.ts';
import { useStoredCart } from './use-stored-cart.ts';

/**
 * Quantity, removal, hold refresh and reset of cart rows (requirements/cart.md §4.1). A ticket's quantity goes to the
 * server first (PUT renews the hold); when that fails the old quantity stays and the row says why.
 * Calls: PUT /tickets/reservations/{token}, DELETE /tickets/reservations/{token}.
 */
export function useCartActions() {
  const scope = useQueryScope();
  const { cart, update } = useStoredCart();
  const release = useHoldRelease();
  const [failedIndex, setFailedIndex] = useState<number | null>(null);
  const [busyIndex, setBusyIndex] = useState<number | null>(null);

  const remove = (index: number) => {
    const result = removeItem(cart, index);
    update(() => result.cart);
    void release(result.releases);
  };

  const changeQuantity = async (index: number, quantity: number) => {
    setFailedIndex(null);
    if (quantity <= 0) return remove(index);
    const token = cart.items[index]?.reservation?.token;
    setBusyIndex(index);
    try {
      const hold = token ? await updateReservation(scope.api, scope.locale, token, quantity) : undefined;
      update((current) => {
        const next = setQuantity(current, index, quantity, new Date()).cart;
        if (!hold) return next;
        return { ...next, items: next.items.map((item, position) => (position === index ? { ...item, reservation: hold } : item)) };
      });
    } catch {
      setFailedIndex(index);
    } finally {
      setBusyIndex(null);
    }
  };

  const refresh = async (index: number) => {
    const item = cart.items[index];
    if (!item?.reservation) return;
    try {
      const hold = await updateReservation(scope.api, scope.locale, item.reservation.token, item.attributes.quantity ?? 1);
      update((current) => ({ ...current, items: current.items.map((other, position) => (position === index ? { ...other, reservation: hold } : other)) }));
    } catch {
      expire(index);
    }
  };

  const expire = (index: number) =>
    update((current) => ({ ...current, items: current.items.map((item, position) => (position === index ? dropReservation(item) : item)) }));

  const reset = () => {
    void release({ reservationTokens: cart.items.flatMap((item) => item.attributes.reservations ?? []), seats: [] });
    update(clearedCart);
  };

  return { cart, update, remove, changeQuantity, refresh, expire, reset, failedIndex, busyIndex };
}
