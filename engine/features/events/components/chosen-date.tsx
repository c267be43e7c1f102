import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import type { EventDate } from '../api/events.api.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

interface ChosenDateProps {
  date?: Pick<EventDate, 'start_time' | 'language'>;
  timezone: string;
  /** Back to the date picker (requirements/events-and-seats.md §4: the detail alternates between picker and prices); absent = no way back. */
  onChange?: () => void;
}

/** The chosen date above the prices, with the toggle back to the date picker. */
export function ChosenDate({ date, timezone, onChange }: ChosenDateProps) {
  const { t } = useTranslation('events');
  const dateOptions = useDateOptions();
  return (
    <div className="event-chosen">
      {date && (
        <p className="event-chosen__when">
          <strong>{formatDate(date.start_time, 'full', dateOptions)}</strong>
          {' · '}{t('dates.time', { time: formatTime(date.start_time, { timezone }) })}
          {date.language?.name && ` · ${date.language.name}`}
        </p>
      )}
      {onChange && <button type="button" className="button button--ghost" onClick={onChange}>{t('date.change')}</button>}
    </div>
  );
}
