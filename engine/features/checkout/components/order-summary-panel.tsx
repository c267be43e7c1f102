import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { orderItemSummaries } from '../../../../booking-summary/order-item-summary.ts';
import { paths } from '../../../app/paths.ts';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { BookingDetails } from '../../../shared/ui/booking-details.tsx';
import type { Order } from '../api/checkout.api.ts';
import { itemDownload } from '../../../shared/cart-line/order-line.ts';
import { itemWalletOffer, orderWalletOffer, type WalletsOffered } from '../../../shared/wallet/wallet-offer.ts';
import { WalletLinks } from '../../../shared/wallet/wallet-links.tsx';
import { displayStatus } from '../lib/order-status.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

interface OrderSummaryPanelProps {
  order: Order;
  apiBase: string;
  currency: string;
  /** Wallet passes the shop offers (bootstrap config.wallets, issue 17). */
  wallets?: WalletsOffered | undefined;
}

/**
 * requirements/checkout-and-orders.md §2.5, requirements/checkout-and-orders.md §4.4 order summary: each line read from the one
 * booking summary (persons, seats, participants, equipment as the cart showed them), total, status, and per
 * downloadable item its PDF to view and to download.
 */
export function OrderSummaryPanel({ order, apiBase, currency, wallets }: OrderSummaryPanelProps) {
  const { t, i18n } = useTranslation('checkout');
  const dateOptions = useDateOptions();
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const context = { apiBase, locale: i18n.language, order };
  const summaries = orderItemSummaries(order.items);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('success.summary', { id: order.id })}</h2>
      <p className="order-summary__status">{t(`status.${displayStatus(order)}`)}</p>
      <ul className="order-summary__lines">
        {order.items.map((item, index) => {
          const summary = summaries[index]!;
          const download = itemDownload(item, context);
          const title = summary.title;
          return (
            <li key={item.id} className="order-summary__line">
              <span className="order-summary__title">{t('success.line', { quantity: summary.quantity, title })}</span>
              <span className="order-summary__price">{money(summary.totalCents)}</span>
              <div className="order-summary__details"><BookingDetails summary={summary} dateOptions={dateOptions} currency={currency} amounts /></div>
              {download?.kind === 'pdf' && (
                <div className="order-summary__documents">
                  <a className="button button--ghost button--small" href={download.url} target="_blank" rel="noopener">{t('success.view', { title })}</a>
                  <a className="button button--ghost button--small" href={download.downloadUrl} download>{t('success.download', { title })}</a>
                </div>
              )}
              <WalletLinks offer={itemWalletOffer(item, context, wallets)} title={title} />
              {download?.kind === 'personalize' && (order.token
                ? <Link className="order-summary__hint" to={paths.annualPersonalization.href(order.token)}>{t('success.personalizeLink')}</Link>
                : <span className="order-summary__hint">{t('success.personalize')}</span>)}
            </li>
          );
        })}
      </ul>
      <WalletLinks offer={orderWalletOffer(order.items, context, wallets)} />
      <p className="order-summary__total"><span>{t('success.total')}</span><strong>{money(order.total_price_cents)}</strong></p>
    </section>
  );
}
