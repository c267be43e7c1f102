import { useTranslation } from 'react-i18next';
import { orderItemSummaries } from '../../../../booking-summary/order-item-summary.ts';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { orderWalletOffer } from '../../../shared/wallet/wallet-offer.ts';
import { WalletLinks } from '../../../shared/wallet/wallet-links.tsx';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import type { Order } from '../api/customer.api.ts';
import { orderDisplayStatus } from '../lib/order-status.ts';
import { OrderItemRow } from './order-item-row.tsx';

/** requirements/accounts.md §2.2 order panel: id, date, total, derived status (requirements/checkout-and-orders.md §4.2), comment, items and donations. */
export function OrderPanel({ order, headingLevel = 3 }: { order: Order; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation('account');
  const dateOptions = useDateOptions();
  const shop = useShop();
  const api = useApiConfig();
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency: shop.currency.code });
  const summaries = orderItemSummaries(order.items);
  const campaigns = shop.config.donations?.campaigns ?? [];
  const status = orderDisplayStatus(order);
  return (
    <article className="order-panel" aria-labelledby={`order-${order.id}`}>
      <header className="order-panel__head">
        <Heading id={`order-${order.id}`}>{t('orders.order', { id: order.id })}</Heading>
        <span>{formatDate(order.created_at, 'short', dateOptions)}</span>
        <span className={`account-badge account-badge--${status}`}>{t(`orders.status.${status}`)}</span>
        <span className="order-panel__total">{money(order.total_price_cents)}</span>
      </header>
      <table>
        <thead>
          <tr>
            <th><span className="visually-hidden">{t('orders.item.image')}</span></th>
            <th>{t('orders.item.title')}</th>
            <th className="num">{t('orders.item.quantity')}</th>
            <th className="num">{t('orders.item.price')}</th>
            <th className="num">{t('orders.item.total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => <OrderItemRow key={item.id} order={order} item={item} summary={summaries[index]!} money={money} />)}
          {order.donations.map((donation, index) => (
            <tr key={`donation-${index}`}>
              <td />
              <td>{t('orders.donation', { campaign: campaigns.find((c) => c.id === donation.donation_campaign_id)?.name ?? '' })}</td>
              <td className="num">1</td>
              <td className="num">{money(donation.donation_cents ?? 0)}</td>
              <td className="num">{money(donation.donation_cents ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <WalletLinks offer={orderWalletOffer(order.items, { apiBase: api.apiBase, locale: i18n.language, order }, shop.config.wallets)} />
      {order.comment && <p className="order-panel__comment">{order.comment}</p>}
    </article>
  );
}
