import { createStore } from 'jotai';

/**
 * The engine's only door to jotai (house-style.md §8). Every shop instance gets its own store, so the
 * operator preview, Storybook and tests can mount several shops on one page without sharing state.
 */
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { WritableAtom } from 'jotai';
export { atomWithStorage, createJSONStorage } from 'jotai/utils';
export { atomFamily } from 'jotai-family';

export type ShopStore = ReturnType<typeof createStore>;

/** A fresh, isolated store for one shop instance. */
export function createShopStore(): ShopStore {
  return createStore();
}
