import { useTranslation } from 'react-i18next';
import './time-slots.css';

/**
 * The time list's place while the day's slots load: its heading and three hour rows of grey slots
 * (the preview window spans three hours), so what follows does not jump when they arrive.
 */
export function TimeSlotSkeleton() {
  const { t } = useTranslation('tickets');
  return (
    <section className="time-slots" role="status" aria-live="polite">
      <div className="time-slots__head">
        <h3>{t('time.chooseTime')}</h3>
        <div className="time-slots__nav time-slots__nav--placeholder" aria-hidden="true">
          <span className="calendar-nav__button">{t('time.earlier')}</span>
          <span className="calendar-nav__button">{t('time.later')}</span>
        </div>
      </div>
      <div className="time-slots__groups" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="time-group">
            <span className="time-group__label" />
            <div className="time-group__times">
              {[0, 1, 2, 3].map((slot) => <span key={slot} className="time-slot time-slot--placeholder"><span className="time-slot__time">&nbsp;</span></span>)}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
