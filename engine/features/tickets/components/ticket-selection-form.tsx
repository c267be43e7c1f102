import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { TicketRowModel } from '../lib/ticket-rows.ts';
import { hasSelection, selectionMessage } from '../lib/selection-state.ts';
import { SelectionAlert } from './selection-alert.tsx';
import { SpecialPricesNote } from './special-prices-note.tsx';
import { TicketSelectionTable } from './ticket-selection-table.tsx';
import { TicketTableSkeleton } from './ticket-table-skeleton.tsx';
import './tickets-layout.css';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

export interface TicketSelectionFormProps {
  rows: TicketRowModel[];
  loading: boolean;
  loadError?: unknown;
  /** A time is required but none is chosen (requirements/tickets.md §4.4 'noSelection'). */
  needsTime?: boolean;
  currency: string;
  rejectTickets: number;
  fewBelow: number;
  /** The shop's museums, to name each ticket's where the rows span several (issue 19). */
  museums?: { id: number; title: string }[];
  pending: boolean;
  /** The add failed, e.g. the hold was refused; the selection stays. */
  addError?: string;
  onChange: (ticketId: number, quantity: number) => void;
  onAdd: (rows: TicketRowModel[]) => void;
}

/** Table, total and add-to-cart with every screen state: loading, error, empty, booked out, no selection. */
export function TicketSelectionForm(props: TicketSelectionFormProps) {
  const { t, i18n } = useTranslation('tickets');
  const [noSelection, setNoSelection] = useState(0);
  const { rows, loading, loadError, needsTime, currency } = props;
  const message = selectionMessage(rows, !!needsTime);
  if (message === 'noSelection') return <p className="ticket-hint">{t('selection.chooseTime')}</p>;
  if (loading) return <TicketTableSkeleton />;
  if (loadError) return <ErrorBanner error={loadError} />;
  if (message === 'empty') return <p className="empty-state">{t('table.empty')}</p>;
  const chosen = rows.filter((row) => row.quantity > 0);
  const total = chosen.reduce((sum, row) => sum + row.price * row.quantity, 0);
  const allBookedOut = message === 'noneAvailable';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // requirements/tickets.md §5: at least one row must have a quantity, else the alert takes focus.
    if (!hasSelection(rows)) setNoSelection((count) => count + 1);
    else props.onAdd(chosen);
  };

  return (
    <form className="ticket-form" onSubmit={submit} noValidate>
      <SpecialPricesNote />
      {allBookedOut && <p className="selection-alert selection-alert--info">{t('table.noneAvailable')}</p>}
      <TicketSelectionTable rows={rows} currency={currency} rejectTickets={props.rejectTickets} fewBelow={props.fewBelow} museums={props.museums} onChange={(id, quantity) => { setNoSelection(0); props.onChange(id, quantity); }} />
      {noSelection > 0 && chosen.length === 0 && <SelectionAlert key={noSelection} message={t('selection.noSelection')} />}
      {props.addError && <SelectionAlert message={props.addError} detail={t('selection.keepSelection')} />}
      <div className="ticket-form__footer">
        <p className="ticket-form__total" aria-live="polite">
          {t('selection.total')} <strong>{formatMoney(total, { language: i18n.language, currency })}</strong>
        </p>
        <BusyButton type="submit" className="button" busy={props.pending} disabled={allBookedOut}>
          {props.pending ? t('selection.adding') : t('selection.addToCart')}
        </BusyButton>
      </div>
    </form>
  );
}
