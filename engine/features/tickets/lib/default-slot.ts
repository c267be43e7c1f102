import { isSlotHidden, isSlotSelectable, type TimeSlot } from './time-slots.ts';

export interface DefaultSlotOptions {
  defaultElement: 'none' | 'first' | 'firstAvailable';
  minCapacitySelect: number;
  minCapacityDisplay: number;
  showBookedOut?: boolean;
}

/**
 * Settings ticket group timeOptions.defaultElement: the slot preselected when the time screen opens
 * without one. 'first' takes the day's first shown slot only if it can be chosen; 'firstAvailable'
 * the first that can; 'none' keeps the spec's noon-centred preview with nothing selected.
 */
export function defaultSlot(slots: TimeSlot[], { defaultElement, minCapacitySelect, minCapacityDisplay, showBookedOut = true }: DefaultSlotOptions): string | null {
  if (defaultElement === 'none') return null;
  const shown = slots.filter((slot) => !isSlotHidden(slot, minCapacityDisplay, showBookedOut));
  const candidates = defaultElement === 'first' ? shown.slice(0, 1) : shown;
  return candidates.find((slot) => isSlotSelectable(slot, minCapacitySelect))?.start_time ?? null;
}
