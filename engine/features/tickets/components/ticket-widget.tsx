import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { TicketSelectionForm } from './ticket-selection-form.tsx';
import './ticket-widget.css';

export interface TicketWidgetProps {
  /** Today's day-ticket rows; the widget shows the first `size`. */
  rows: TicketRowModel[];
  size: number;
  loading: boolean;
  error?: unknown;
  currency: string;
  moreHref: string;
  /** Shown only when time-slot tickets exist. */
  timeSlotHref?: string;
  pending: boolean;
  addError?: string;
  onChange: (ticketId: number, quantity: number) => void;
  onAdd: (rows: TicketRowModel[]) => void;
}

/**
 * requirements/tickets.md §2.13 'Ticket widget' on museum and exhibition pages: up to 4 of today's day tickets, 'more'
 * when there are further tickets, a time-slot button when time-slot tickets exist.
 */
export function TicketWidget({ rows, size, moreHref, timeSlotHref, error, ...form }: TicketWidgetProps) {
  const { t } = useTranslation('tickets');
  if (!form.loading && !error && rows.length === 0 && !timeSlotHref) return null;
  return (
    <section className="ticket-widget" aria-labelledby="ticket-widget-title">
      <h2 id="ticket-widget-title">{t('widget.title')}</h2>
      <TicketSelectionForm rows={rows.slice(0, size)} rejectTickets={Infinity} fewBelow={0} loadError={error} {...form} />
      <div className="ticket-widget__links">
        {rows.length > size && <Link to={moreHref} className="button button--ghost">{t('widget.more')}</Link>}
        {timeSlotHref && <Link to={timeSlotHref} className="button button--ghost">{t('widget.timeSlots')}</Link>}
      </div>
    </section>
  );
}
