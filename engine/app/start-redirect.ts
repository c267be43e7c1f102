import { redirect, type LoaderFunction } from 'react-router-dom';
import { scopeOf, type RouteContext } from '../shared/api/route-context.ts';
import { shopQueries } from '../features/shop/api/shop.queries.ts';
import { fallbackPath, parseStateRef, stateToPath } from './start-state.ts';

/** Where '/' and unknown URLs go: the configured start state, with at/ac/lang passed on (spec cart §2.1). */
export function startRedirect(context: RouteContext): LoaderFunction {
  return async ({ request }) => {
    const view = await context.queryClient.ensureQueryData(shopQueries.bootstrap(scopeOf(context)));
    const target = fallbackPath(stateToPath(parseStateRef(view.startState)), new URL(request.url).search);
    return redirect(target);
  };
}
