import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartLineSummary } from '../../../../booking-summary/cart-line-summary.ts';
import { withPlace } from '../../../../booking-summary/places.ts';
import { paths } from '../../../app/paths.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { BookingDetails } from '../../../shared/ui/booking-details.tsx';
import { useDateOptions } from '../../shop/api/shop.queries.ts';
import type { CartLabel } from '../lib/cart-labels.ts';
import { lineQuantity } from '../lib/line-total.ts';
import { CartIcon } from './cart-icon.tsx';
import { CartRow } from './cart-row.tsx';
import { QuantityCell } from './quantity-cell.tsx';
import { TicketActions } from './ticket-actions.tsx';

export interface CartItemRowProps {
  item: CartItem;
  /** Name and place read in the shown language (useCartLabels); null keeps what the line stored. */
  label?: CartLabel | null;
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

/**
 * requirements/cart.md §2.1: one row per item. What was booked reads from the one booking summary (booking-summary/), as on
 * the success page, in the account, the e-mail and the PDFs; tours and events show their fixed count (persons, seats, one
 * tour booking), the others a select over 'available'.
 */
export function CartItemRow(props: CartItemRowProps) {
  const { item: stored, label: read, index, currency, timezone } = props;
  const item: CartItem = read?.name ? { ...stored, cart: { ...stored.cart, name: read.name } } : stored;
  const { t } = useTranslation('cart');
  const dateOptions = useDateOptions();
  const summary = withPlace(cartLineSummary(item), read?.museum, read?.exhibition);
  // requirements/cart.md §2.1: tours and events with per-price quantities (or seats) are read-only, as is a voucher's free ticket.
  const readOnly = item.type === 'Tour' || (item.type === 'Event' && Array.isArray(item.cart.prices)) || !!item.cart.coupon_code;
  const label = summary.title || (item.cart.type === 'Annual' ? t('row.annual') : '');
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
  const details = (
    <>
      {item.type === 'Ticket' && (
        <TicketActions item={item} index={index} timezone={timezone} needsPersonalization={props.needsPersonalization} onRefresh={() => props.onRefresh(index)} onExpire={() => props.onExpire(index)} />
      )}
      {item.type === 'Event' && item.cart.event_id != null && <Link to={paths.event.href(item.cart.event_id)}>{t('row.eventLink')}</Link>}
      <BookingDetails summary={summary} dateOptions={dateOptions} currency={currency} />
    </>
  );
  return (
    <CartRow
      name={name} label={label} details={details} currency={currency} totalCents={summary.totalCents}
      message={props.failed ? t('row.quantityFailed') : undefined}
      onRemove={() => props.onRemove(index)}
      quantity={<QuantityCell name={label} value={readOnly ? summary.quantity : lineQuantity(item)} available={item.cart.available} readOnly={readOnly} busy={props.busy} onChange={(quantity) => props.onQuantity(index, quantity)} />}
    />
  );
}
