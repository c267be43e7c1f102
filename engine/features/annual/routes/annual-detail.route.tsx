import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import type { AnnualOrder } from '../api/annual.api.ts';
import { annualQueries } from '../api/annual.queries.ts';
import { SaleNotices } from '../components/sale-notices.tsx';
import { SavedNotice } from '../components/saved-notice.tsx';
import { findSlot, isEditable } from '../lib/slots.ts';
import { HolderForm } from './holder-form.tsx';
import { useAnnualOrder } from '../hooks/use-annual-order.ts';

const notFound = () => new Response('Personalisation not found', { status: 404 });

/** A slot that is not part of the order is 'not found'; a failed order load is the layout's to route. */
const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  let order: AnnualOrder;
  try {
    order = await context.queryClient.ensureQueryData(annualQueries.order(scopeOf(context), params.token ?? ''));
  } catch {
    return null;
  }
  if (!findSlot(order, Number(params.ticketSaleId), Number(params.personalizationId))) throw notFound();
  return null;
};

/**
 * /annual/personalisation/:token/:ticketSaleId/:personalizationId (requirements/annual-and-vip.md §4 detail). Calls:
 * POST/PUT /annual/customers, PUT /annual/personalizations/{id}, POST …/upload.
 */
function AnnualDetail() {
  const { t } = useTranslation('annual');
  const params = useParams();
  const { token, order } = useAnnualOrder();
  const found = findSlot(order, Number(params.ticketSaleId), Number(params.personalizationId));
  if (!found) throw notFound();
  const { sale, slot } = found;
  const number = sale.personalizations.indexOf(slot) + 1;
  return (
    <section className="annual-detail" aria-labelledby="annual-detail-title">
      <Link className="annual-back" to={paths.annualPersonalization.href(token)}>{t('detail.back')}</Link>
      <SavedNotice />
      <h2 id="annual-detail-title">{t('detail.title', { title: sale.title, number })}</h2>
      <SaleNotices sale={sale} />
      {isEditable(sale) && <HolderForm key={slot.id} token={token} order={order} sale={sale} slot={slot} />}
    </section>
  );
}

export { AnnualDetail as Component, RouteError as ErrorBoundary, loader };
