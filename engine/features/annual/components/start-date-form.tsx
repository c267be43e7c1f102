import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { TicketSale } from '../api/annual.api.ts';
import { useChangeStartDate } from '../api/annual.mutations.ts';
import { isAllowedStartDate, startDateBounds, startDay } from '../lib/start-date.ts';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** Changes a sale's start day (contract PUT /annual/ticket_sales): today up to 365 days ahead. */
export function StartDateForm({ token, sale }: { token: string; sale: TicketSale }) {
  const { t } = useTranslation('annual');
  const id = useId();
  const timezone = useShop().timezone;
  const [day, setDay] = useState(() => startDay(sale.start_at, timezone));
  const [invalid, setInvalid] = useState(false);
  const change = useChangeStartDate(token);
  const { min, max } = startDateBounds(new Date(), timezone);
  const serverError = change.error ? t('list.dateError') : null;
  const error = invalid ? t('list.dateRange') : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const allowed = isAllowedStartDate(day, new Date(), timezone);
    setInvalid(!allowed);
    if (allowed) change.mutate({ saleId: sale.id, day });
  };

  return (
    <form className="annual-date" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('list.changeDate')}</label>
      <input
        id={id}
        type="date"
        value={day}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setDay(event.target.value)}
      />
      <BusyButton type="submit" className="button button--small" busy={change.isPending}>{t('list.changeDateSubmit')}</BusyButton>
      {error && <p className="annual-field__error" id={`${id}-error`}>{error}</p>}
      {change.isSuccess && !error && <p className="annual-field__ok" role="status">{t('list.dateSaved')}</p>}
    </form>
  );
}
