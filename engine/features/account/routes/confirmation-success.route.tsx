import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useOutletContext, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { confirmEmail } from '../api/account.api.ts';
import { accountQueries, isCustomerQuery, useSession } from '../api/account.queries.ts';
import { CartAddressSelector } from '../components/cart-address-selector.tsx';
import '../components/account.css';

/** GET /auth/confirmation once per visit (requirements/accounts.md §4.1); the session's 'confirmed' flag is refreshed. */
const loader = (context: RouteContext): LoaderFunction => async ({ request }) => {
  const token = new URL(request.url).searchParams.get('confirmation_token') ?? '';
  const scope = scopeOf(context);
  const confirmed = token ? await confirmEmail(scope.api, scope.locale, token).then(() => true, () => false) : false;
  if (confirmed) await context.queryClient.invalidateQueries({ queryKey: accountQueries.all(), predicate: isCustomerQuery });
  return { confirmed };
};

/**
 * /user/confirmation-success?confirmation_token (requirements/accounts.md §2.1): the result, whether checkout is
 * possible (the cart has items), the address selector, the cart.
 */
function ConfirmationSuccessPage() {
  const { t } = useTranslation('account');
  const { confirmed } = useLoaderData() as { confirmed: boolean };
  // The shop layout (app/) composes the cart and hands its count down; features don't read each other's atoms.
  const cartCount = useOutletContext<{ cartCount?: number } | undefined>()?.cartCount ?? 0;
  const { status } = useSession();
  return (
    <div className="account-medium">
      <PageHeading>{t('confirmationSuccess.title')}</PageHeading>
      <p className={`account-alert ${confirmed ? 'account-alert--success' : 'account-alert--error'}`} role={confirmed ? 'status' : 'alert'}>
        {confirmed ? t('confirmationSuccess.text') : t('confirmationSuccess.failed')}
      </p>
      <p>{cartCount > 0 ? t('confirmationSuccess.checkoutPossible') : t('confirmationSuccess.checkoutEmpty')}</p>
      {/* requirements/accounts.md §2.1: the address selector as on the cart; it shows itself for users with a choice. */}
      <CartAddressSelector />
      <p className="account-card__actions">
        {cartCount > 0 && <Link className="button" to={paths.cart.href()}>{t('confirmationSuccess.toCheckout')}</Link>}
        {status === 'user' && <Link className="button button--ghost" to={paths.addresses.href(cartCount > 0)}>{t('confirmationSuccess.address')}</Link>}
        {status !== 'user' && <Link className="button button--ghost" to={paths.login.href()}>{t('login.submit')}</Link>}
        <Link to={paths.root.href()}>{t('confirmationSuccess.continue')}</Link>
      </p>
    </div>
  );
}

export { ConfirmationSuccessPage as Component, RouteError as ErrorBoundary, loader };
