import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { lineQuantity, lineTotal } from '../lib/line-total.ts';
import { CartIcon } from './cart-icon.tsx';
import { CartRow } from './cart-row.tsx';
import { EventDetails } from './event-details.tsx';
import { QuantityCell } from './quantity-cell.tsx';
import { TicketDetails } from './ticket-details.tsx';
import { TourDetails } from './tour-details.tsx';

export interface CartItemRowProps {
  item: CartItem;
  index: number;
  currency: string;
  timezone: string;
  needsPersonalization: boolean;
  busy: boolean;
  failed: boolean;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
  onRefresh: (index: number) => void;
  onExpire: (index: number) => void;
}

/** requirements/cart.md §2.1: one row per item; the type picks the details and whether the quantity can change. */
export function CartItemRow(props: CartItemRowProps) {
  const { item, index, currency, timezone } = props;
  const { t } = useTranslation('cart');
  const perPrice = item.type === 'Event' && Array.isArray(item.cart.prices);
  const readOnly = item.type === 'Tour' || perPrice || !!item.cart.coupon_code;
  const label = item.cart.name || (item.cart.type === 'Annual' ? t('row.annual') : '');
  const name = (
    <>
      {label}
      {item.attributes.shipped_with_merchandise_id != null && item.type === 'Ticket' && (
        <span className="cart-row__badge" title={t('row.shippedWithMerchandise')}>
          <CartIcon name="envelope" />
          <span className="visually-hidden">{t('row.shippedWithMerchandise')}</span>
        </span>
      )}
    </>
  );
  const details = {
    Ticket: <TicketDetails item={item} index={index} timezone={timezone} needsPersonalization={props.needsPersonalization} onRefresh={() => props.onRefresh(index)} onExpire={() => props.onExpire(index)} />,
    Event: <EventDetails item={item} timezone={timezone} />,
    Tour: <TourDetails item={item} timezone={timezone} />,
    Merchandise: item.cart.description ? <p>{item.cart.description}</p> : null,
    Coupon: item.cart.description ? <p>{item.cart.description}</p> : null,
  }[item.type];
  return (
    <CartRow
      name={name} label={label} details={details} currency={currency} totalCents={lineTotal(item)}
      message={props.failed ? t('row.quantityFailed') : undefined}
      onRemove={() => props.onRemove(index)}
      quantity={<QuantityCell name={label} value={lineQuantity(item)} available={item.cart.available} readOnly={readOnly} busy={props.busy} onChange={(quantity) => props.onQuantity(index, quantity)} />}
    />
  );
}
