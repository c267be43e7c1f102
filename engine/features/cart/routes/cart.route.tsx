import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSelectedAddress, useSession } from '../../account/api/account.queries.ts';
import { CartAddressSelector } from '../../account/components/cart-address-selector.tsx';
import { SavedPlanLink } from '../../day-planner/components/saved-plan-link.tsx';
import { CartExtras } from '../components/cart-extras.tsx';
import { CartCheckoutPanel } from '../components/cart-checkout-panel.tsx';
import { CartItemsTable } from '../components/cart-items-table.tsx';
import { useCartPage } from '../hooks/use-cart-page.ts';
import '../components/cart.css';

/**
 * /cart (requirements/cart.md §2.1). Session and selected address come from the account feature's queries.
 * Calls: POST /cart (shipping rows), PUT/DELETE /tickets/reservations/{token}, GET /coupon_sales/barcode/{code}.
 * Checkout waits for the session: a signed-in visitor clicking before validate_token answered
 * would otherwise be sent to the login/guest choice of requirements/checkout-and-orders.md §4.1.
 */
function CartPage() {
  const { t } = useTranslation('cart');
  const session = useSession();
  const address = useSelectedAddress();
  const page = useCartPage(session.status, address.collectiveInvoice, address.billingAddressId);
  const { cart, settings, shop, actions } = page;
  const empty = cart.items.length === 0 && cart.donations.length === 0;
  return (
    <div className="cart-page">
      <PageHeading>{t('cart.title')}</PageHeading>
      <p className="visually-hidden" role="status" aria-live="polite">{page.expired}</p>
      <CartAddressSelector />
      {!empty && <SavedPlanLink prefix={shop.storagePrefix} />}
      {empty ? (
        <EmptyState>{t('cart.empty')} <Link to={paths.root.href()}>{t('cart.browse')}</Link></EmptyState>
      ) : (
        <CartItemsTable
          items={cart.items} donations={cart.donations} campaigns={shop.config.donations?.campaigns ?? []}
          shippingItems={page.shippingItems} totals={page.totals} currency={shop.currency.code} timezone={shop.timezone}
          personalizeIndexes={page.personalizeIndexes} busyIndex={actions.busyIndex} failedIndex={actions.failedIndex}
          onQuantity={(index, quantity) => void actions.changeQuantity(index, quantity)} onRemove={actions.remove}
          onRefresh={(index) => void actions.refresh(index)} onExpire={page.onExpire}
          onRemoveDonation={(index) => actions.update((current) => ({ ...current, donations: current.donations.filter((_, position) => position !== index) }))}
        />
      )}
      <CartExtras page={page} empty={empty} />
      <CartCheckoutPanel
        methods={page.methods} selectedMethod={page.selected} onSelectMethod={page.selectMethod}
        showTerms={page.showTerms} termsAccepted={page.termsAccepted} onTerms={page.setTermsAccepted}
        problems={page.problems} startPendingName={page.startPendingName} attempt={page.attempt} hasItems={cart.items.length > 0} busy={page.busy || session.isPending}
        checkoutLabel={t(settings.cart.checkoutButtonLabelKey.replace(/^cart[.:]/, '')) || t('actions.checkout')} onCheckout={() => void page.checkout()}
      />
    </div>
  );
}

export { CartPage as Component, RouteError as ErrorBoundary };
