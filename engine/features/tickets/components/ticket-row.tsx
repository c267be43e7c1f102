import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { QuantitySelect } from './quantity-select.tsx';

interface TicketRowProps {
  row: TicketRowModel;
  currency: string;
  /** Rows show 'few tickets' below this many places. */
  fewBelow: number;
  onChange: (ticketId: number, quantity: number) => void;
}

/** One ticket of the selection table: quantity, ticket (with sub-tickets or flex note), price. */
export function TicketRow({ row, currency, fewBelow, onChange }: TicketRowProps) {
  const { t, i18n } = useTranslation('tickets');
  const { ticket } = row;
  const selectId = `ticket-quantity-${ticket.id}`;
  const disabled = row.bookedOut || (row.available.length === 1 && row.available[0] === 0);
  const few = !row.bookedOut && row.capacity !== undefined && row.capacity > 0 && row.capacity < fewBelow;
  return (
    <tr className={`ticket-row${row.bookedOut ? ' ticket-row--booked-out' : ''}${row.quantity > 0 ? ' ticket-row--chosen' : ''}`}>
      <td className="ticket-row__quantity">
        <QuantitySelect id={selectId} label={t('table.quantityFor', { title: ticket.title ?? '' })} value={row.quantity} available={row.available} disabled={disabled} onChange={(quantity) => onChange(ticket.id, quantity)} />
      </td>
      <td className="ticket-row__ticket">
        <label htmlFor={selectId} className="ticket-row__title">{ticket.title}</label>
        {ticket.sub_title && <span className="ticket-row__subtitle">{ticket.sub_title}</span>}
        {ticket.free_timing ? (
          <span className="ticket-row__note">{t('table.flex')}</span>
        ) : null}
        <SafeHtml html={ticket.description} className="ticket-row__description" />
        {ticket.content?.reduction_reason && <span className="ticket-row__note">{ticket.content.reduction_reason}</span>}
        {row.subTickets.length > 0 && (
          <ul className="ticket-row__subs" aria-label={t('table.subTickets')}>
            {row.subTickets.map((sub) => <li key={sub.id}>{t('table.subTicket', { count: sub.places, title: sub.title })}</li>)}
          </ul>
        )}
        {row.bookedOut && <span className="badge badge--danger">{t('table.bookedOut')}</span>}
        {!row.bookedOut && disabled && <span className="badge">{t('table.notEnough')}</span>}
        {few && <span className="badge badge--warning">{t('table.fewTickets', { count: row.capacity })}</span>}
      </td>
      <td className="ticket-row__price">{formatMoney(row.price, { language: i18n.language, currency })}</td>
    </tr>
  );
}
