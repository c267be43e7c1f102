import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { ReservationTimer } from './reservation-timer.tsx';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

interface TicketDetailsProps {
  item: CartItem;
  index: number;
  timezone: string;
  needsPersonalization: boolean;
  onRefresh: () => void;
  onExpire: () => void;
}

/** requirements/cart.md §2.2 'Ticket row': hold countdown, coupon, day/time/valid-from or flex text, personalise, sub-tickets. */
export function TicketDetails({ item, index, timezone, needsPersonalization, onRefresh, onExpire }: TicketDetailsProps) {
  const { t } = useTranslation('cart');
  const dateOptions = useDateOptions();
  const { meta, free_timing: flex, flex_description: flexText, coupon_code: code, subTickets = [] } = item.cart;
  const date = (value: string) => formatDate(value, 'full', dateOptions);
  return (
    <>
      {item.reservation && <ReservationTimer validUntil={item.reservation.valid_until} timezone={timezone} onRefresh={onRefresh} onExpire={onExpire} />}
      {code && <p className="cart-chip">{t('row.coupon', { code })}</p>}
      {flex && flexText ? <p>{flexText}</p> : (
        <>
          {meta?.startDate && <p>{t('row.day', { date: date(meta.startDate) })}</p>}
          {meta?.startTime && <p>{t('row.time', { date: date(meta.startTime), time: formatTime(meta.startTime, { timezone }) })}</p>}
        </>
      )}
      {meta?.validFrom && <p>{t('row.validFrom', { date: date(meta.validFrom) })}</p>}
      {needsPersonalization && <Link className="button button--ghost button--small" to={paths.ticketPersonalization.href(index)}>{t('row.personalize')}</Link>}
      {subTickets.length > 0 && (
        <ul className="cart-row__subs">
          {subTickets.map((sub) => <li key={sub.title}>{t('row.subTicket', { quantity: sub.selectedQuantity, title: sub.title })}</li>)}
        </ul>
      )}
    </>
  );
}
