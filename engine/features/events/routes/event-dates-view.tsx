import type { EventDetail } from '../api/events.api.ts';
import { EventIntro } from '../components/event-intro.tsx';
import { eventTexts } from '../lib/event-texts.ts';
import { EventBooking } from './event-booking.tsx';
import { EventDatePicker } from './event-date-picker.tsx';
import { useEventDate } from '../hooks/use-event-date.ts';
import { useEventParams } from '../hooks/use-event-params.ts';

/**
 * Dates variant of the event detail (requirements/events-and-seats.md §2): the date picker, or, once a date is chosen
 * (date_id in the URL), its prices. The chosen date's texts replace the event's.
 */
export function EventDatesView({ event }: { event: EventDetail }) {
  const params = useEventParams();
  const date = useEventDate(event.id, params.dateId);
  const texts = eventTexts(event, params.dateId ? date.data : undefined);
  return (
    <article className="event-detail">
      <EventIntro texts={texts} picture={event.picture} />
      {params.dateId ? (
        <EventBooking key={params.dateId} date={date} texts={texts} onBack={params.backToPicker} />
      ) : (
        <EventDatePicker eventId={event.id} today={params.today} day={params.day} onDay={params.chooseDay}
          onDate={(day, chosen) => params.chooseDate(day, chosen.id)} />
      )}
    </article>
  );
}
