import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOptions, TimeSlotCapacityColours } from '../../../settings/settings.gen.ts';
import { formatTime } from '../../../shared/i18n/dates.ts';
import { inWindow, previewWindow } from '../lib/preview-window.ts';
import { groupTimes, timeListLayout } from '../lib/time-groups.ts';
import { capacityLevel, isFewLeft, isSlotHidden, isSlotPast, isSlotSelectable, isSlotSoldOut, type TimeSlot } from '../lib/time-slots.ts';
import { slotAt } from '../lib/berlin-day.ts';
import './time-slots.css';

export interface TimeSlotListProps {
  date: string;
  slots: TimeSlot[];
  selected?: string | null;
  options: TimeOptions;
  colours: TimeSlotCapacityColours;
  onSelect: (startTime: string) => void;
  /** The moment slots count as begun (ms); defaults to the page's clock, stories and tests pass one. */
  now?: number;
}

/**
 * requirements/tickets.md §9.1 Time selection: slots in a 3-hour preview window around the chosen time (or noon), with
 * earlier/later buttons, grouped by hour; sold-out slots disabled, few-left slots marked.
 */
export function TimeSlotList({ date, slots, selected, options, colours, onSelect, now: given }: TimeSlotListProps) {
  const { t } = useTranslation('tickets');
  const [shift, setShift] = useState(0);
  // The moment the list opened; it remounts per day (key), which is often enough for 'begun'.
  const [opened] = useState(() => Date.now());
  const now = given ?? opened;
  const shown = slots.filter((slot) => !isSlotHidden(slot, options.minCapacityDisplay, options.showBookedOut));
  if (shown.length === 0) return <p className="empty-state">{t('time.noSlots')}</p>;
  const times = shown.map((slot) => Date.parse(slot.start_time));
  const anchor = selected ? Date.parse(selected) : Date.parse(slotAt(date, 12 * 60));
  const window = previewWindow(times, anchor, shift);
  const visible = shown.filter((slot) => inWindow(Date.parse(slot.start_time), window));
  const layout = timeListLayout(visible.length, options.timeGroups.minDisplay, options.minTimeScroll);
  const groups = groupTimes(visible, options.timeGroups.groupBySeconds);

  return (
    <section className="time-slots" aria-labelledby="time-slots-title">
      <div className="time-slots__head">
        <h3 id="time-slots-title">{t('time.chooseTime')}</h3>
        <div className="time-slots__nav">
          <button type="button" className="calendar-nav__button" disabled={times[0]! >= window.start} onClick={() => setShift(shift - 1)}>{t('time.earlier')}</button>
          <button type="button" className="calendar-nav__button" disabled={times[times.length - 1]! < window.end} onClick={() => setShift(shift + 1)}>{t('time.later')}</button>
        </div>
      </div>
      <div className={`time-slots__groups${layout.scroll ? ' time-slots__groups--scroll' : ''}`}>
        {groups.map((group) => (
          <div key={group.start_time} className="time-group" role="group" aria-label={t('time.group', { from: formatTime(group.start_time), to: formatTime(group.end_time) })}>
            <span className="time-group__label" aria-hidden="true">{formatTime(group.start_time)}</span>
            <div className="time-group__times">
              {group.times.map((slot) => <SlotButton key={slot.start_time} slot={slot} selected={!!selected && Date.parse(selected) === Date.parse(slot.start_time)} options={options} colours={colours} onSelect={onSelect} past={isSlotPast(slot, now)} />)}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

interface SlotButtonProps {
  slot: TimeSlot; selected: boolean; options: TimeOptions; colours: TimeSlotCapacityColours; onSelect: (time: string) => void;
  /** Begun already: shown muted as past, never as sold out (a visitor would read 'today is booked out'). */
  past: boolean;
}

function SlotButton({ slot, selected, options, colours, onSelect, past }: SlotButtonProps) {
  const { t } = useTranslation('tickets');
  const soldOut = !past && isSlotSoldOut(slot);
  const selectable = !past && isSlotSelectable(slot, options.minCapacitySelect);
  const few = !past && isFewLeft(slot);
  const level = past || !colours.enabled ? 'plain' : capacityLevel(slot, colours.threshold);
  const status = past ? t('time.past') : soldOut ? t('time.soldOut') : !selectable ? t('time.minCapacitySelect', { available: slot.capacity }) : few ? t('time.fewLeft', { count: slot.capacity }) : '';
  const short = past ? t('time.past') : soldOut ? t('time.soldOutShort') : t('time.left', { count: slot.capacity });
  // The name comes from the content (time plus a hidden status), so the visible text is part of it (WCAG 2.5.3).
  return (
    <button
      type="button"
      className={`time-slot time-slot--${level}${selected ? ' time-slot--selected' : ''}${few ? ' time-slot--few' : ''}${past ? ' time-slot--past' : ''}`}
      style={level === 'plain' || selected ? undefined : { background: colours.colors[level] }}
      aria-pressed={selected} aria-disabled={!selectable}
      title={status || undefined}
      onClick={() => selectable && onSelect(slot.start_time)}
    >
      <span className="time-slot__time">{formatTime(slot.start_time)}</span>
      {status && <span className="visually-hidden">, {status}</span>}
      {status && <span className="time-slot__status" aria-hidden="true">{short}</span>}
    </button>
  );
}
