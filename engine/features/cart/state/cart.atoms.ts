import { atom } from '../../../shared/state/jotai.ts';

const cartCount = atom(0);

/** Number of items in the cart, for the header button; the stored cart itself arrives with the cart issue. */
export const cartCountAtom = atom((get) => get(cartCount));

/** Sets the count when the cart changes. */
export const setCartCountAtom = atom(null, (_get, set, count: number) => set(cartCount, Math.max(0, Math.floor(count))));
