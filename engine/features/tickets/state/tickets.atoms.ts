import { atom, atomFamily } from '../../../shared/state/jotai.ts';
import { chooseQuantity } from '../lib/quantities.ts';

/**
 * The draft quantities before add to cart (client-owned, house-style.md §7). It belongs to one
 * selection key (group|date|time); another key reads as empty, so changing the date starts afresh.
 */
const draft = atom<{ key: string; quantities: Record<number, number> }>({ key: '', quantities: {} });
const EMPTY: Record<number, number> = {};

export const selectedQuantitiesAtom = atomFamily((key: string) => atom((get) => {
  const current = get(draft);
  return current.key === key ? current.quantities : EMPTY;
}));

export const chooseQuantityAtom = atom(null, (get, set, input: { key: string; ticketId: number; quantity: number; single: boolean }) => {
  const current = get(draft);
  const base = current.key === input.key ? current.quantities : {};
  set(draft, { key: input.key, quantities: chooseQuantity(base, input.ticketId, input.quantity, input.single) });
});

export const clearSelectionAtom = atom(null, (_get, set) => set(draft, { key: '', quantities: {} }));
