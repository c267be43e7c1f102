import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { useDateOptions } from '../../shop/api/shop.queries.ts';
import { CalendarPanel } from '../../tickets/components/calendar-panel.tsx';
import { EventTicketsSection } from '../../tickets/routes/event-tickets-section.tsx';
import type { EventDetail } from '../api/events.api.ts';
import { EventIntro } from '../components/event-intro.tsx';
import { eventTexts } from '../lib/event-texts.ts';
import { useEventDayPicker } from '../hooks/use-event-day-picker.ts';
import { useEventParams } from '../hooks/use-event-params.ts';

/**
 * Tickets variant (requirements/events-and-seats.md §2, event.ticket_sales_in_shop): the calendar of the event's days, then the
 * event's day and time-slot tickets for the chosen day with the ticket list's rules and next steps. An event that
 * names no tickets links into the ticket flow at its museum instead.
 */
export function EventTicketsView({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const dateOptions = useDateOptions();
  const params = useEventParams();
  const picker = useEventDayPicker(event.id, params.today, params.day, params.chooseDay);
  const day = picker.selected;
  return (
    <article className="event-detail">
      <EventIntro texts={eventTexts(event)} picture={event.picture} />
      <div className="event-picker">
        <CalendarPanel {...picker.panel} />
        {picker.error && <ErrorBanner error={picker.error} />}
        {!day && !picker.loading && <p className="empty-state">{t('dates.none')}</p>}
        {day && (
          <section className="event-dates" aria-labelledby="event-tickets-title">
            <h2 id="event-tickets-title" className="event-section-title">
              {t('tickets.title', { date: formatDate(`${day}T12:00:00Z`, 'full', dateOptions) })}
            </h2>
            {event.tickets?.length ? <EventTicketsSection ticketIds={event.tickets} date={day} time={params.time} onTime={(time) => params.chooseTime(day, time)} /> : (
              <>
                <p>{t('tickets.intro')}</p>
                <Link className="button" to={paths.ticketList.href({ museum_id: event.museum_id ?? undefined, date: day })}>{t('tickets.choose')}</Link>
              </>
            )}
          </section>
        )}
      </div>
    </article>
  );
}
