import { useTranslation } from 'react-i18next';
import type { Seat, SeatCategory } from '../api/events.api.ts';
import type { SeatState } from '../lib/seat-plan.ts';

interface SeatPickerProps {
  rows: { id: number; title: string; seats: Seat[] }[];
  categories: SeatCategory[];
  stateOf: (seat: Seat) => SeatState;
  /** No further seat may be chosen (requirements/events-and-seats.md §5.1 Events: the date's maximum is reached). */
  full: boolean;
  /** The seat whose hold is on its way to the server; it cannot be toggled again meanwhile. */
  busySeat?: number | null;
  onToggle: (seat: Seat) => void;
}

/**
 * An accessible stand-in for the external seat plan (requirements/events-and-seats.md §2.3 'Seat plan'): one toggle button per
 * seat in its category's colour, named by the seat's title, category and state; blocked seats and
 * seats already in the cart are disabled.
 */
export function SeatPicker({ rows, categories, stateOf, full, busySeat = null, onToggle }: SeatPickerProps) {
  const { t } = useTranslation('events');
  const categoryOf = (seat: Seat) => categories.find((category) => category.id === seat.category_id);
  return (
    <div className="seat-picker" role="group" aria-label={t('seats.plan')}>
      {rows.map((row) => (
        <div key={row.id} className="seat-picker__row">
          <span className="seat-picker__row-title">{row.title}</span>
          {row.seats.map((seat, index) => {
            const state = stateOf(seat);
            const category = categoryOf(seat);
            const note = state === 'blocked' ? t('seats.blocked') : state === 'inCart' ? t('seats.inCart') : '';
            return (
              <button
                key={seat.id} type="button" className={`seat seat--${state}`} style={{ borderColor: category?.color_code }}
                aria-pressed={state === 'selected'} disabled={state === 'blocked' || state === 'inCart' || (full && state === 'free') || seat.id === busySeat}
                aria-label={[seat.title, category?.title, seat.description, note].filter(Boolean).join(', ')}
                onClick={() => onToggle(seat)}
              >
                {index + 1}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
