import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedProduct } from '../api/products.api.ts';
import { endForStart, latestEnd, rangeErrors, type DayRange, type RangeError } from '../lib/date-range.ts';
import { RangeErrorsAlert } from './range-errors-alert.tsx';
import './products.css';

interface EventDatesFormProps {
  events: readonly ListedProduct[];
  initialRange: DayRange;
  initialEventIds: readonly number[];
  today: string;
  onSearch: (range: DayRange, eventIds: number[]) => void;
}

/**
 * requirements/events-and-seats.md §2.2 'Event date list': pick events and a start/end range, then search. The pickers
 * follow requirements/events-and-seats.md §5.2 'Dates': start from today, end from the start up to start + 60 days, and a new start
 * moves the end along (before the start → start + 30). No event picked searches all of them.
 */
export function EventDatesForm({ events, initialRange, initialEventIds, today, onSearch }: EventDatesFormProps) {
  const { t } = useTranslation('products');
  const [range, setRange] = useState(initialRange);
  const [eventIds, setEventIds] = useState<number[]>([...initialEventIds]);
  const [errors, setErrors] = useState<RangeError[]>([]);
  const toggle = (id: number) => setEventIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(range, today);
    setErrors(found);
    if (!found.length) onSearch(range, eventIds);
  };

  return (
    <form className="event-dates__form" onSubmit={submit} noValidate>
      {errors.length > 0 && <RangeErrorsAlert errors={errors} />}
      <fieldset className="event-dates__events">
        <legend>{t('dates.events')}</legend>
        {events.map((item) => (
          <label key={item.id}>
            <input type="checkbox" checked={eventIds.includes(item.id)} onChange={() => toggle(item.id)} /> {item.title}
          </label>
        ))}
      </fieldset>
      <div className="product-filters">
        <label className="product-filter">
          {t('dates.start')}
          <input type="date" value={range.start} min={today} required
            onChange={(event) => setRange({ start: event.target.value, end: event.target.value ? endForStart(event.target.value, range.end) : range.end })} />
        </label>
        <label className="product-filter">
          {t('dates.end')}
          <input type="date" value={range.end} min={range.start} max={latestEnd(range.start)} required
            onChange={(event) => setRange({ ...range, end: event.target.value })} />
        </label>
        <button type="submit" className="button">{t('dates.search')}</button>
      </div>
    </form>
  );
}
