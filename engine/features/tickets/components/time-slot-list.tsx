import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOptions, TimeSlotCapacityColours } from '../../../settings/settings.gen.ts';
import { formatTime } from '../../../shared/i18n/dates.ts';
import type { SlotForecast } from '../api/tickets.api.ts';
import { inWindow, previewWindow } from '../lib/preview-window.ts';
import { groupTimes, timeListLayout } from '../lib/time-groups.ts';
import { capacityLevel, isFewLeft, isSlotHidden, isSlotSelectable, isSlotSoldOut, type TimeSlot } from '../lib/time-slots.ts';
import { slotAt } from '../lib/berlin-day.ts';
import './time-slots.css';

export interface TimeSlotListProps {
  date: string;
  slots: TimeSlot[];
  selected?: string | null;
  options: TimeOptions;
  colours: TimeSlotCapacityColours;
  onSelect: (startTime: string) => void;
  /** The moment slots count as begun (ms); defaults to the page's clock, tests pass one. */
  now?: number;
  /** Expected fullness per slot (issue 18, settings tickets.crowdForecast); absent: no bars. */
  forecast?: SlotForecast[];
}

/**
 * requirements/tickets.md §9.1 Time selection: slots in a 3-hour preview window around the chosen time (or noon), with
 * earlier/later buttons, grouped by hour; begun slots left out, sold-out slots disabled, few-left slots marked.
 */
function SlotList({ date, slots, selected, options, colours, onSelect, now = new Date().getTime(), forecast }: TimeSlotListProps) {
  const { t } = useTranslation('tickets');
  const [shift, setShift] = useState(0);
  // Slots that have begun are left out (issue 19): the server reports them without places, and shown
  // as sold out they read 'today is booked out'. A day with none left says so (time.noSlots).
  const shown = slots.filter((slot) => Date.parse(slot.start_time) > now && !isSlotHidden(slot, options.minCapacityDisplay, options.showBookedOut));
  if (shown.length === 0) return <p className="empty-state">{t('time.noSlots')}</p>;
  const times = shown.map((slot) => Date.parse(slot.start_time));
  const anchor = selected ? Date.parse(selected) : Date.parse(slotAt(date, 12 * 60));
  const window = previewWindow(times, anchor, shift);
  const visible = shown.filter((slot) => inWindow(Date.parse(slot.start_time), window));
  const layout = timeListLayout(visible.length, options.timeGroups.minDisplay, options.minTimeScroll);
  const groups = groupTimes(visible, options.timeGroups.groupBySeconds);
  const crowdAt = (time: string) => forecast?.find((entry) => Date.parse(entry.start_time) === Date.parse(time));
  // A busy chosen slot offers the quieter ones nearby that this list can select (issue 18).
  const chosen = selected ? crowdAt(selected) : undefined;
  const quieter = chosen?.level === 'busy' ? chosen.alternatives.filter((time) => shown.some((slot) => Date.parse(slot.start_time) === Date.parse(time) && isSlotSelectable(slot, options.minCapacitySelect))) : [];

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
              {group.times.map((slot) => <SlotButton key={slot.start_time} slot={slot} selected={!!selected && Date.parse(selected) === Date.parse(slot.start_time)} options={options} colours={colours} crowd={crowdAt(slot.start_time)} onSelect={onSelect} />)}
            </div>
          </div>
        ))}
      </div>
      {quieter.length > 0 && (
        <p className="time-slots__quieter">
          {t('time.crowd.quieter')}{quieter.map((time) => <button key={time} type="button" className="link-button" onClick={() => onSelect(time)}>{formatTime(time)}</button>)}
        </p>
      )}
    </section>
  );
}

/**
 * Memoised, like the month calendar: the time selection renders again with every answer it waits for
 * (filters, calendar months, forecast), and the slot buttons were much of each render on a phone (issue 12).
 * Callers pass stable `slots` and `onSelect`.
 */
export const TimeSlotList = memo(SlotList);

function SlotButton({ slot, selected, options, colours, crowd, onSelect }: { slot: TimeSlot; selected: boolean; options: TimeOptions; colours: TimeSlotCapacityColours; crowd?: SlotForecast; onSelect: (time: string) => void }) {
  const { t } = useTranslation('tickets');
  const crowdId = useId();
  const soldOut = isSlotSoldOut(slot);
  const selectable = isSlotSelectable(slot, options.minCapacitySelect);
  const level = colours.enabled ? capacityLevel(slot, colours.threshold) : 'plain';
  const status = soldOut ? t('time.soldOut') : !selectable ? t('time.minCapacitySelect', { available: slot.capacity }) : isFewLeft(slot) ? t('time.fewLeft', { count: slot.capacity }) : '';
  // The name comes from the content (time plus a hidden status), so the visible text is part of it (WCAG 2.5.3).
  return (
    <button
      type="button"
      className={`time-slot time-slot--${level}${selected ? ' time-slot--selected' : ''}${isFewLeft(slot) ? ' time-slot--few' : ''}`}
      style={level === 'plain' || selected ? undefined : { background: colours.colors[level] }}
      aria-pressed={selected} aria-disabled={!selectable} aria-describedby={crowd && crowdId}
      onClick={() => selectable && onSelect(slot.start_time)}
    >
      <span className="time-slot__time">{formatTime(slot.start_time)}</span>
      {status && <span className="visually-hidden">, {status}</span>}
      {status && <span className="time-slot__status" aria-hidden="true">{soldOut ? t('time.soldOutShort') : t('time.left', { count: slot.capacity })}</span>}
      {/* The bar's text equivalent is the button's description, so its name stays the time (and status). */}
      {crowd && <span className={`time-slot__crowd time-slot__crowd--${crowd.level}`}><span style={{ width: `${Math.round(crowd.fullness * 100)}%` }} /><span id={crowdId} hidden>{t(`time.crowd.${crowd.level}`)}</span></span>}
    </button>
  );
}
