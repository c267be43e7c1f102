import type { ShopStore, WritableAtom } from '../engine/shared/state/jotai.ts';
import type { Session } from '../engine/features/account/lib/user-status.ts';
import type { ShopFixture } from '../tests/mocks/fixtures/shop.ts';

/** Sets one atom of the story's fresh store before the first render. */
export type AtomSetter = (store: ShopStore) => void;

/**
 * The `parameters` the shop decorator reads (house-style.md §13). Every story gets its own shop
 * instance built from these, so nothing leaks from one story into the next.
 */
export interface ShopStoryParameters {
  /** Bootstrap overrides (GET /shop): settings, translations, content, config, name … */
  shop?: Partial<ShopFixture>;
  /** The first URL of the memory router, e.g. '/page/agb'. Default '/start'. */
  route?: string;
  /** The language the shop asks the bootstrap for. Default 'de'. */
  locale?: string;
  /** Who is signed in; the header follows (requirements/frame-and-routing.md §6.1). Default anonymous. */
  session?: Session;
  /** Initial atom values, built with atomValue(). */
  atoms?: AtomSetter[];
  /** Forces light or dark regardless of the toolbar. */
  theme?: 'light' | 'dark';
}

/** Typed `[atom, value]` for `parameters.atoms`: atomValue(consentAtom(prefix), 'accepted'). */
export function atomValue<Args extends unknown[]>(atom: WritableAtom<unknown, Args, unknown>, ...args: Args): AtomSetter {
  return (store) => {
    store.set(atom, ...args);
  };
}

/** Reads the decorator's parameters out of Storybook's untyped bag. */
export function shopParameters(parameters: Record<string, unknown>): ShopStoryParameters {
  const { shop, route, locale, session, atoms, theme } = parameters as ShopStoryParameters;
  return { shop, route, locale, session, atoms, theme };
}
