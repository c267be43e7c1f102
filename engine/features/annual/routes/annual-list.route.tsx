import { useTranslation } from 'react-i18next';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { SavedNotice } from '../components/saved-notice.tsx';
import { TicketSaleCard } from '../components/ticket-sale-card.tsx';
import { allPersonalised, allSent } from '../lib/slots.ts';
import { useAnnualOrder } from '../hooks/use-annual-order.ts';

/** The list (index route): every ticket sale of the order with its slots (requirements/annual-and-vip.md §4.1 'Annual personalisation'). */
function AnnualList() {
  const { t } = useTranslation('annual');
  const { token, order } = useAnnualOrder();
  const sent = allSent(order);
  return (
    <>
      <SavedNotice />
      {sent && <p className="annual-note" role="status">{t('list.allSent')}</p>}
      {!sent && allPersonalised(order) && <p className="annual-note" role="status">{t('list.allPersonalised')}</p>}
      {order.ticket_sales.map((sale) => <TicketSaleCard key={sale.id} token={token} sale={sale} />)}
    </>
  );
}

export { AnnualList as Component, RouteError as ErrorBoundary };
