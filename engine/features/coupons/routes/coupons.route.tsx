import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { AnnualTicketsSection } from '../../tickets/routes/annual-tickets-section.tsx';
import { couponQueries } from '../api/coupons.queries.ts';
import type { Coupon } from '../api/coupons.api.ts';
import { CouponsLoadWarning } from '../components/coupons-load-warning.tsx';
import { couponQuantityOptions } from '../lib/coupon-quantities.ts';
import { CouponsForm } from './coupons-form.tsx';
import '../components/coupons.css';

function CouponsContent() {
  const { t } = useTranslation('coupons');
  const shop = useShop();
  const coupons = useQuery({ ...couponQueries.list(useQueryScope()), select: (body) => body.coupons });
  if (coupons.isPending) return <Loading />;
  if (coupons.error) return <CouponsLoadWarning />;
  if (!coupons.data.length) return <EmptyState>{t('page.empty')}</EmptyState>;
  const { minAvailable, maxAvailable } = shop.settings.cart.coupons;
  const optionsOf = (coupon: Coupon) => (coupon.booked_out ? [0] : couponQuantityOptions(minAvailable, maxAvailable, coupon.available));
  return <CouponsForm coupons={coupons.data} optionsOf={optionsOf} currency={shop.currency.code} />;
}

/**
 * /coupons (requirements/products-and-merchandise.md §2.2 shop.coupons): value coupons and ticket coupons, each with a quantity
 * per settings cart.coupons; then the donation step (donations.enabledFor.coupons) or the cart.
 * Calls: GET /coupons?per_page=1000.
 */
function CouponsPage() {
  const { t } = useTranslation('coupons');
  return (
    <div className="coupons-page">
      <PageHeading>{t('page.title')}</PageHeading>
      <CouponsContent />
      {/* requirements/products-and-merchandise.md §2.2 Coupons: annual tickets are offered with the ticket coupons. */}
      <section className="coupons-annual" aria-labelledby="coupons-annual-title">
        <h2 id="coupons-annual-title">{t('page.annualTitle')}</h2>
        <AnnualTicketsSection />
      </section>
    </div>
  );
}

export { CouponsPage as Component, RouteError as ErrorBoundary };
