import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './tickets-layout.css';

/** The date selector of the list screen (requirements/tickets.md §2.6 shop.tickets.list); past days cannot be chosen. */
export function TicketDateInput({ value, min, onChange }: { value: string; min: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  return (
    <div className="ticket-filters__field ticket-date">
      <label htmlFor={id}>{t('filters.date')}</label>
      <input id={id} type="date" className="ticket-date-input" value={value} min={min} onChange={(event) => event.target.value && onChange(event.target.value)} />
    </div>
  );
}
