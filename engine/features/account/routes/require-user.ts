import { redirect, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { credentialStoreOf } from '../api/account-auth.ts';
import { accountQueries } from '../api/account.queries.ts';
import { LEVEL_NORMAL } from '../lib/account-rules.ts';

/**
 * requirements/accounts.md §2.2: entering the account area validates the session; without a registered (level 20,
 * requirements/accounts.md §4.1) customer the user goes to login with redirectState set to the intended path.
 */
export const requireUser = (context: RouteContext): LoaderFunction => async ({ request }) => {
  const url = new URL(request.url);
  const toLogin = () => redirect(paths.login.href({ redirectState: `${url.pathname}${url.search}` }));
  const client = credentialStoreOf(context.api)?.snapshot()?.client ?? null;
  if (!client) return toLogin();
  const customer = await context.queryClient
    .fetchQuery({ ...accountQueries.session(scopeOf(context), client), staleTime: 0 })
    .catch(() => null);
  return customer && customer.level >= LEVEL_NORMAL ? null : toLogin();
};
