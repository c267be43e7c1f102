import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { ReservationTimer } from './reservation-timer.tsx';

interface TicketActionsProps {
  item: CartItem;
  index: number;
  timezone: string;
  needsPersonalization: boolean;
  onRefresh: () => void;
  onExpire: () => void;
}

/**
 * requirements/cart.md §2.2 'Ticket row', what only the cart offers: the hold countdown, the personalise button, and in the
 * alternative style the way back to the entry time still to be chosen. What was booked is the row's BookingDetails.
 */
export function TicketActions({ item, index, timezone, needsPersonalization, onRefresh, onExpire }: TicketActionsProps) {
  const { t } = useTranslation('cart');
  return (
    <>
      {item.reservation && <ReservationTimer validUntil={item.reservation.valid_until} timezone={timezone} onRefresh={onRefresh} onExpire={onExpire} />}
      {item.cart.startPending && <Link className="button button--small" to={paths.ticketTime.href()}>{t('row.chooseStart')}</Link>}
      {needsPersonalization && <Link className="button button--ghost button--small" to={paths.ticketPersonalization.href(index)}>{t('row.personalize')}</Link>}
    </>
  );
}
