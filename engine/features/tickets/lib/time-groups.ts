import { minuteOfDay } from './berlin-day.ts';
import type { TimeSlot } from './time-slots.ts';

/** requirements/tickets.md §3.4 'Time group'. */
export interface TimeGroup {
  start_time: string;
  /** Last slot + 1 hour (requirements/tickets.md §9). */
  end_time: string;
  times: TimeSlot[];
}

const HOUR = 3_600_000;

/** Slots whose start falls into the same groupBySeconds block of the day form one group. */
export function groupTimes(slots: TimeSlot[], groupBySeconds: number): TimeGroup[] {
  const size = Math.max(60, groupBySeconds);
  const groups = new Map<number, TimeSlot[]>();
  for (const slot of slots) {
    const block = Math.floor((minuteOfDay(slot.start_time) * 60) / size);
    groups.set(block, [...(groups.get(block) ?? []), slot]);
  }
  return [...groups.values()].map((times) => ({
    start_time: times[0]!.start_time,
    end_time: new Date(Date.parse(times[times.length - 1]!.start_time) + HOUR).toISOString(),
    times,
  }));
}

/** requirements/tickets.md §9: groups collapse into a dropdown at minDisplay or more times; the list scrolls at minTimeScroll. */
export function timeListLayout(count: number, minDisplay: number, minTimeScroll: number) {
  return { dropdown: count >= minDisplay, scroll: count >= minTimeScroll };
}
