import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { Order } from '../api/checkout.api.ts';
import { itemDownload, orderLine } from '../../../shared/cart-line/order-line.ts';
import { displayStatus } from '../lib/order-status.ts';

interface OrderSummaryPanelProps {
  order: Order;
  apiBase: string;
  currency: string;
}

/** requirements/checkout-and-orders.md §2.5, requirements/checkout-and-orders.md §4.4 order summary: lines, total, status and a PDF link per downloadable item. */
export function OrderSummaryPanel({ order, apiBase, currency }: OrderSummaryPanelProps) {
  const { t, i18n } = useTranslation('checkout');
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const context = { apiBase, locale: i18n.language, order };
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('success.summary', { id: order.id })}</h2>
      <p className="order-summary__status">{t(`status.${displayStatus(order)}`)}</p>
      <ul className="order-summary__lines">
        {order.items.map((item) => {
          const line = orderLine(item);
          const download = itemDownload(item, context);
          return (
            <li key={item.id} className="order-summary__line">
              <span className="order-summary__title">{t('success.line', { quantity: line.quantity, title: item.attributes.title ?? '' })}</span>
              <span className="order-summary__price">{money(line.totalCents)}</span>
              {download?.kind === 'pdf' && (
                <a className="button button--ghost button--small" href={download.url} target="_blank" rel="noopener">
                  {t('success.download', { title: item.attributes.title ?? '' })}
                </a>
              )}
              {download?.kind === 'personalize' && (order.token
                ? <Link className="order-summary__hint" to={paths.annualPersonalization.href(order.token)}>{t('success.personalizeLink')}</Link>
                : <span className="order-summary__hint">{t('success.personalize')}</span>)}
            </li>
          );
        })}
      </ul>
      <p className="order-summary__total"><span>{t('success.total')}</span><strong>{money(order.total_price_cents)}</strong></p>
    </section>
  );
}
