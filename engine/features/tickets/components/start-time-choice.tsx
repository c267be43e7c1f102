import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';
import type { StartTime } from '../api/tickets.api.ts';

interface StartTimeChoiceProps {
  name: string;
  title: string;
  /** The ticket's day (YYYY-MM-DD), named when no start time is left (requirements/tickets.md §8.1 Availability). */
  date: string;
  quantity: number;
  starts: StartTime[] | undefined;
  chosen?: string;
  invalid: boolean;
  onChoose: (startTime: string) => void;
}

/**
 * Alternative style (requirements/tickets.md §2.4 shop.tickets.time): one radio group of start times per chosen ticket.
 * Starts without places for the whole quantity stay visible but cannot be chosen.
 */
export function StartTimeChoice({ name, title, date, quantity, starts, chosen, invalid, onChoose }: StartTimeChoiceProps) {
  const { t } = useTranslation('tickets');
  const dateOptions = useDateOptions();
  return (
    <fieldset className="start-time-choice" aria-invalid={invalid || undefined}>
      <legend>{t('startTimes.legend', { title, count: quantity })}</legend>
      {starts === undefined && <p className="ticket-hint">{t('startTimes.loading')}</p>}
      {starts?.length === 0 && <p className="ticket-hint">{t('startTimes.none', { ticketTitle: title, startDate: formatDate(`${date}T12:00:00Z`, 'picker', dateOptions) })}</p>}
      {starts?.map((start) => {
        const full = start.capacity < quantity;
        return (
          <label key={start.start_time} className="start-time-choice__option">
            <input type="radio" name={name} value={start.start_time} disabled={full} checked={!!chosen && Date.parse(chosen) === Date.parse(start.start_time)} onChange={() => onChoose(start.start_time)} />
            {formatTime(start.start_time)}
            {full && <span className="badge">{t('time.soldOut')}</span>}
          </label>
        );
      })}
      {invalid && <p className="attendee__error">{t('startTimes.required')}</p>}
    </fieldset>
  );
}
