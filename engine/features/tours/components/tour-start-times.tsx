import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/i18n/dates.ts';
import type { TourStartTime } from '../api/tours.api.ts';

interface TourStartTimesProps {
  starts: TourStartTime[];
  timezone: string;
  onChoose: (start: TourStartTime) => void;
}

/** The start times of the chosen day with their free places; a full start stays visible but disabled. */
export function TourStartTimes({ starts, timezone, onChoose }: TourStartTimesProps) {
  const { t } = useTranslation('tours');
  return (
    <ul className="tour-times">
      {starts.map((start) => {
        const free = Math.max(0, Math.min(start.participants.bookable, start.participants.max));
        return (
          <li key={start.start_time}>
            <button type="button" className="tour-time" disabled={free === 0} onClick={() => onChoose(start)}>
              <span className="tour-time__clock">{t('times.slot', { time: formatTime(start.start_time, { timezone }) })}</span>
              <span className="tour-time__free">{free === 0 ? t('times.bookedOut') : t('times.free', { count: free })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
