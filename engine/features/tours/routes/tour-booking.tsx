import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useDateOptions, useShop } from '../../shop/api/shop.queries.ts';
import type { Tour, TourStartTime } from '../api/tours.api.ts';
import { TourDatesStep } from '../components/tour-dates-step.tsx';
import { TourStepSummary } from '../components/tour-step-summary.tsx';
import { TourTimesStep } from '../components/tour-times-step.tsx';
import { TourForm } from './tour-form.tsx';
import { useTourDate } from '../hooks/use-tour-date.ts';

/**
 * requirements/tours.md §2.1 'Tour detail': date, then start time, then the form. Each finished step shows
 * what was chosen with a toggle back to it.
 */
export function TourBooking({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tours');
  const dateOptions = useDateOptions();
  const { settings } = useShop();
  const dates = useTourDate(tour.id);
  const { state } = dates;
  // Focus follows the visitor's own steps only; a deep link with ?date keeps the page's focus.
  const [acted, setActed] = useState(false);
  const choose = (date: string) => { setActed(true); dates.choose(date); };
  const clear = () => { setActed(true); dates.clear(); };
  let body;
  if (state.step === 'list') body = <TourDatesStep tourId={tour.id} autoFocus={acted} onChoose={choose} />;
  else if (state.step === 'scanning') body = <Loading />;
  else if (state.step === 'error') body = <ErrorBanner error={state.error} />;
  else {
    const chosen = state.step === 'day' ? formatDate(`${state.date}T12:00:00Z`, 'full', dateOptions) : null;
    body = (
      <>
        {chosen && <TourStepSummary label={t('dates.chosen', { date: chosen })} changeLabel={t('dates.change')} autoFocus={acted} onChange={clear} />}
        {state.step === 'none' && (
          <>
            <EmptyState>{t('dates.empty', { days: settings.catalogue.tours.scanDays })}</EmptyState>
            <button type="button" className="link-button" onClick={clear}>{t('dates.change')}</button>
          </>
        )}
        {state.step === 'day' && <TourDay key={state.date} tour={tour} date={state.date} />}
      </>
    );
  }
  return (
    <section className="tour-booking" aria-labelledby="tour-booking-heading">
      <h2 id="tour-booking-heading" className="tour-booking__heading">{t('booking.heading')}</h2>
      <p className="tour-booking__info">{t('booking.info')}</p>
      {body}
    </section>
  );
}

/** The chosen day: its start times, then (once one is chosen) the form for that start. */
function TourDay({ tour, date }: { tour: Tour; date: string }) {
  const { t } = useTranslation('tours');
  const { timezone } = useShop();
  const [start, setStart] = useState<TourStartTime | null>(null);
  const [reopened, setReopened] = useState(false);
  if (!start) return <TourTimesStep tourId={tour.id} date={date} autoFocus={reopened} onChoose={setStart} />;
  return (
    <>
      <TourStepSummary
        label={t('times.chosen', { time: formatTime(start.start_time, { timezone }) })} changeLabel={t('times.change')} autoFocus
        onChange={() => { setReopened(true); setStart(null); }}
      />
      <TourForm key={start.start_time} tour={tour} date={date} start={start} />
    </>
  );
}
