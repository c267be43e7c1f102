import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { museumGroups } from '../lib/museum-groups.ts';
import { splitZeroPrice } from '../lib/reject-tickets.ts';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { TicketRow } from './ticket-row.tsx';
import './ticket-table.css';

interface TicketSelectionTableProps {
  rows: TicketRowModel[];
  currency: string;
  /** settings.tickets.rejectTickets */
  rejectTickets: number;
  fewBelow: number;
  /** The shop's museums: where the rows span several, each museum's rows sit under its name (issue 19). */
  museums?: { id: number; title: string }[];
  onChange: (ticketId: number, quantity: number) => void;
}

/** requirements/tickets.md §2.12 'Ticket selection table': quantity, ticket, price; zero-price rows may sit behind 'show more'. */
export function TicketSelectionTable({ rows, currency, rejectTickets, fewBelow, museums = [], onChange }: TicketSelectionTableProps) {
  const { t } = useTranslation('tickets');
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = splitZeroPrice(rows, (row) => row.price, rejectTickets);
  const visible = expanded ? [...shown, ...more] : shown;
  return (
    <div className="ticket-table-wrap">
      <table className="ticket-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.quantity')}</th>
            <th scope="col">{t('table.ticket')}</th>
            <th scope="col" className="ticket-table__price">{t('table.price')}</th>
          </tr>
        </thead>
        {museumGroups(visible, museums).map((group, index) => (
          <tbody key={group.museum ?? `none-${index}`}>
            {group.museum && <tr className="ticket-table__group"><th scope="rowgroup" colSpan={3}>{group.museum}</th></tr>}
            {group.rows.map((row) => <TicketRow key={row.ticket.id} row={row} currency={currency} fewBelow={fewBelow} onChange={onChange} />)}
          </tbody>
        ))}
      </table>
      {more.length > 0 && (
        <button type="button" className="link-button ticket-table__more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('table.showLess') : t('table.showMore', { count: more.length })}
        </button>
      )}
    </div>
  );
}
