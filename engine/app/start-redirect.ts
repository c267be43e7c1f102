import { redirect, type LoaderFunction } from 'react-router-dom';
import { scopeOf, type RouteContext } from '../shared/api/route-context.ts';
import { shopQueries } from '../features/shop/api/shop.queries.ts';
import { paths } from './paths.ts';
import { fallbackPath, parseStateRef, stateToPath } from './start-state.ts';

/** Where '/' and unknown URLs go: the configured start state, with at/ac/lang passed on (requirements/frame-and-routing.md §2.1). */
export function startRedirect(context: RouteContext): LoaderFunction {
  return async ({ request }) => {
    const view = await context.queryClient.ensureQueryData(shopQueries.bootstrap(scopeOf(context)));
    const { pathname, search } = new URL(request.url);
    const target = fallbackPath(stateToPath(parseStateRef(view.startState)), search);
    // A start state naming a screen this build does not route (yet) lands here again through '*':
    // redirecting to it once more would loop forever, so the start page stands in.
    if (target.split('?')[0] === pathname) return redirect(fallbackPath(paths.start.href(), search));
    return redirect(target);
  };
}
