import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';
import type { TicketSale } from '../api/annual.api.ts';
import { SaleNotices } from './sale-notices.tsx';
import { SlotRow } from './slot-row.tsx';
import { StartDateForm } from './start-date-form.tsx';

/** One ticket sale of the order: start date (changeable until sent), notices and its slots 1..n. */
export function TicketSaleCard({ token, sale }: { token: string; sale: TicketSale }) {
  const { t } = useTranslation('annual');
  const dateOptions = useDateOptions();
  const headingId = `annual-sale-${sale.id}`;
  return (
    <section className="annual-sale" aria-labelledby={headingId}>
      <h2 id={headingId}>{sale.title}</h2>
      <p>{t('list.startDate', { date: formatDate(sale.start_at, 'full', dateOptions) })}</p>
      {!sale.sent_at && <StartDateForm token={token} sale={sale} />}
      <SaleNotices sale={sale} />
      <ol className="annual-slots">
        {sale.personalizations.map((slot, index) => <SlotRow key={slot.id} token={token} sale={sale} slot={slot} number={index + 1} />)}
      </ol>
    </section>
  );
}
