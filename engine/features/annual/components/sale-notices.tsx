import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';
import type { TicketSale } from '../api/annual.api.ts';

/** requirements/annual-and-vip.md §4: the not-personalisable warning and the sent notice with its date. */
export function SaleNotices({ sale }: { sale: TicketSale }) {
  const { t } = useTranslation('annual');
  const dateOptions = useDateOptions();
  return (
    <>
      {!sale.is_personalizable && <p className="annual-alert annual-alert--warning">{t('list.notPersonalizable')}</p>}
      {sale.sent_at && <p className="annual-alert annual-alert--info">{t('list.sent', { date: formatDate(sale.sent_at, 'full', dateOptions) })}</p>}
    </>
  );
}
