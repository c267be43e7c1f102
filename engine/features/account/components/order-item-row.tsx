import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingSummary } from '../../../../booking-summary/booking-summary.ts';
import { paths } from '../../../app/paths.ts';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { itemDownload, itemKind, type OrderItem } from '../../../shared/cart-line/order-line.ts';
import { itemWalletOffer } from '../../../shared/wallet/wallet-offer.ts';
import { BookingDetails } from '../../../shared/ui/booking-details.tsx';
import { WalletLinks } from '../../../shared/wallet/wallet-links.tsx';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import type { Order } from '../api/customer.api.ts';
import { itemThumbnail } from '../lib/order-thumbnail.ts';

/**
 * requirements/accounts.md §2.2 order item row: thumbnail, title with what was booked (the one booking summary), quantity
 * (persons of an event, one tour booking), unit price where every unit costs the same, line total, links
 * (requirements/checkout-and-orders.md §4.4) with each PDF to view and to download, and its wallet passes (issue 17).
 */
export function OrderItemRow({ order, item, summary, money }: { order: Order; item: OrderItem; summary: BookingSummary; money: (cents: number) => string }) {
  const { t, i18n } = useTranslation('account');
  const api = useApiConfig();
  const dateOptions = useDateOptions();
  const shop = useShop();
  const currency = shop.currency.code;
  const context = { apiBase: api.apiBase, locale: i18n.language, order };
  const download = itemDownload(item, context);
  const thumbnail = itemThumbnail(item);
  const kind = itemKind(item);
  return (
    <tr>
      <td>{thumbnail && <img className="order-panel__thumb" src={thumbnail} alt="" />}</td>
      <td>
        <div>{summary.title}</div>
        <BookingDetails summary={summary} dateOptions={dateOptions} currency={currency} />
        <div className="order-panel__links">
          {kind === 'event' && item.attributes.event_id && <Link to={paths.event.href(item.attributes.event_id)}>{t('orders.item.product')}</Link>}
          {kind === 'tour' && item.attributes.tour_id && <Link to={paths.tour.href(item.attributes.tour_id)}>{t('orders.item.product')}</Link>}
          {download?.kind === 'pdf' && <a href={download.url} target="_blank" rel="noreferrer">{t('orders.item.view')}</a>}
          {download?.kind === 'pdf' && <a href={download.downloadUrl} download>{t('orders.item.download')}</a>}
          {download?.kind === 'personalize' && <Link to={paths.annualPersonalization.href(download.token)}>{t('orders.item.personalize')}</Link>}
        </div>
        <WalletLinks offer={itemWalletOffer(item, context, shop.config.wallets)} title={summary.title} />
      </td>
      <td className="num">{summary.quantity}</td>
      <td className="num">{summary.unitCents === null ? '' : money(summary.unitCents)}</td>
      <td className="num">{money(summary.totalCents)}</td>
    </tr>
  );
}
