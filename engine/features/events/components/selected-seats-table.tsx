import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { EventPrice, Seat } from '../api/events.api.ts';

export interface SelectedSeatRow {
  seat: Seat;
  categoryTitle: string;
  prices: EventPrice[];
  price: EventPrice;
}

interface SelectedSeatsTableProps {
  rows: SelectedSeatRow[];
  currency: string;
  onPrice: (seatId: number, scalePriceId: number) => void;
  onRemove: (seat: Seat) => void;
}

/** requirements/events-and-seats.md §2.3 'Seat plan': the chosen seats with seat title, the chosen price (one select per seat) and its amount. */
export function SelectedSeatsTable({ rows, currency, onPrice, onRemove }: SelectedSeatsTableProps) {
  const { t, i18n } = useTranslation('events');
  return (
    <table className="ticket-table">
      <caption className="visually-hidden">{t('seats.chosen')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('seats.seat')}</th>
          <th scope="col">{t('prices.category')}</th>
          <th scope="col" className="ticket-table__price">{t('prices.price')}</th>
          <th scope="col"><span className="visually-hidden">{t('seats.remove')}</span></th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ seat, categoryTitle, prices, price }) => (
          <tr key={seat.id}>
            <td>{seat.title}<span className="ticket-row__note">{categoryTitle}</span></td>
            <td>
              <select className="quantity-select" aria-label={t('seats.priceFor', { seat: seat.title })} value={price.scale_price_id}
                onChange={(event) => onPrice(seat.id, Number(event.target.value))}>
                {prices.map((option) => <option key={option.scale_price_id} value={option.scale_price_id}>{option.title}</option>)}
              </select>
            </td>
            <td className="ticket-row__price">{formatMoney(price.price_cents, { language: i18n.language, currency })}</td>
            <td><button type="button" className="link-button" aria-label={t('seats.removeSeat', { seat: seat.title })} onClick={() => onRemove(seat)}>{t('seats.remove')}</button></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
