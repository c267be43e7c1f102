import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/i18n/dates.ts';
import './party.css';

export interface PartyWhenProps {
  date: string;
  today: string;
  slots: { start_time: string; capacity?: number }[];
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/**
 * Day and entry slot. A plain date field and slot select rather than the time selection's calendar
 * and slot list: sharing those would split the time selection's chunks and grow its first load.
 */
export function PartyWhen({ date, today, slots, time, timezone, onDate, onTime }: PartyWhenProps & { timezone?: string }) {
  const { t } = useTranslation('party');
  const dateId = useId();
  const slotId = useId();
  const open = slots.filter((slot) => slot.capacity === undefined || slot.capacity > 0);
  const chosen = time ? open.find((slot) => Date.parse(slot.start_time) === Date.parse(time))?.start_time ?? '' : '';
  return (
    <div className="party-members">
      <div className="party-field">
        <label htmlFor={dateId}>{t('when.date')}</label>
        <input id={dateId} type="date" value={date} min={today} onChange={(event) => event.target.value && onDate(event.target.value)} />
      </div>
      {open.length > 0 && (
        <div className="party-field">
          <label htmlFor={slotId}>{t('when.slot')}</label>
          <select id={slotId} value={chosen} onChange={(event) => event.target.value && onTime(event.target.value)}>
            <option value="">{t('when.chooseSlot')}</option>
            {open.map((slot) => <option key={slot.start_time} value={slot.start_time}>{formatTime(slot.start_time, { timezone })}</option>)}
          </select>
        </div>
      )}
    </div>
  );
}
