import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { itemDownload, itemKind, itemQuantity, type OrderItem } from '../../../shared/cart-line/order-line.ts';
import type { Order } from '../api/customer.api.ts';
import { itemThumbnail } from '../lib/order-thumbnail.ts';

/** requirements/accounts.md §2.2 order item row: thumbnail, title, quantity, price, line total, links (requirements/checkout-and-orders.md §4.4). */
export function OrderItemRow({ order, item, money }: { order: Order; item: OrderItem; money: (cents: number) => string }) {
  const { t, i18n } = useTranslation('account');
  const api = useApiConfig();
  const quantity = itemQuantity(item);
  const download = itemDownload(item, { apiBase: api.apiBase, locale: i18n.language, order });
  const thumbnail = itemThumbnail(item);
  const kind = itemKind(item);
  const title = item.attributes.title ?? '';
  return (
    <tr>
      <td>{thumbnail && <img className="order-panel__thumb" src={thumbnail} alt="" />}</td>
      <td>
        <div>{title}</div>
        <div className="order-panel__links">
          {kind === 'event' && item.attributes.event_id && <Link to={paths.event.href(item.attributes.event_id)}>{t('orders.item.product')}</Link>}
          {kind === 'tour' && item.attributes.tour_id && <Link to={paths.tour.href(item.attributes.tour_id)}>{t('orders.item.product')}</Link>}
          {download?.kind === 'pdf' && (
            <a href={download.url} target="_blank" rel="noreferrer">
              {t('orders.item.download', { title })}
            </a>
          )}
          {download?.kind === 'personalize' && <Link to={paths.annualPersonalization.href(download.token)}>{t('orders.item.personalize')}</Link>}
        </div>
      </td>
      <td className="num">{quantity}</td>
      <td className="num">{money(item.price_cents)}</td>
      <td className="num">{money(item.price_cents * quantity)}</td>
    </tr>
  );
}
