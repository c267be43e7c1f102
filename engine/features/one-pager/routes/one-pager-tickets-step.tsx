import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { QuantitySelect } from '../../tickets/components/quantity-select.tsx';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import { QuickSelectButtons } from '../components/quick-select-buttons.tsx';
import { hasQuantity } from '../lib/one-pager-steps.ts';
import type { OnePagerRow } from '../lib/one-pager-row.ts';
import { quickSelectOptions } from '../lib/quick-select.ts';

interface TicketsStepProps {
  rows: OnePagerRow[];
  currency: string;
  quickSelectButtons: number;
  /** The 'next' button only until the visitor has moved on. */
  showNext: boolean;
  onChange: (ticketId: number, quantity: number) => void;
  onNext: () => void;
}

/** Step 1 (requirements/one-pager.md §2.1 'One-pager'): quick-select buttons and a select per configured ticket. */
export function TicketsStep({ rows, currency, quickSelectButtons, showNext, onChange, onNext }: TicketsStepProps) {
  const { t, i18n } = useTranslation('one-pager');
  const [attempt, setAttempt] = useState(0);
  const selection = Object.fromEntries(rows.map((row) => [row.ticket.id, row.quantity]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // requirements/one-pager.md §5.1 One-pager: at least one quantity above 0, else the alert takes focus.
    if (hasQuantity(selection)) onNext();
    else setAttempt((count) => count + 1);
  };
  return (
    <form onSubmit={submit} noValidate>
      <ul className="one-pager-lines">
        {rows.map((row) => {
          const title = row.ticket.title ?? '';
          const id = `one-pager-quantity-${row.ticket.id}`;
          return (
            <li key={row.ticket.id} className="one-pager-line">
              <label htmlFor={id} className="one-pager-line__title">{title}</label>
              <span>{formatMoney(row.price, { language: i18n.language, currency })}</span>
              {row.bookedOut ? <span className="badge badge--danger">{t('tickets.noTickets', { title })}</span> : (
                <>
                  <QuickSelectButtons title={title} options={quickSelectOptions(quickSelectButtons, row.available)} value={row.quantity} onChange={(quantity) => onChange(row.ticket.id, quantity)} />
                  <QuantitySelect id={id} label={t('tickets.quantityFor', { title })} value={row.quantity} available={row.available} onChange={(quantity) => onChange(row.ticket.id, quantity)} />
                </>
              )}
            </li>
          );
        })}
      </ul>
      {attempt > 0 && !hasQuantity(selection) && <SelectionAlert key={attempt} message={t('tickets.noSelection')} />}
      {showNext && <div className="ticket-form__footer"><button type="submit" className="button">{t('tickets.next')}</button></div>}
    </form>
  );
}
