import { describe, expect, it } from 'vitest';
import { groupTimes, timeListLayout } from './time-groups.ts';
import { inWindow, previewWindow } from './preview-window.ts';

const at = (hhmm: string) => `2026-07-13T${hhmm}:00+02:00`;
const ms = (hhmm: string) => Date.parse(at(hhmm));

describe('requirements/tickets.md §9.1 time groups', () => {
  it('groups by groupBySeconds; end = last slot + 1 h', () => {
    const groups = groupTimes(['10:00', '10:30', '11:00'].map((t) => ({ start_time: at(t) })), 3600);
    expect(groups.map((group) => group.times.length)).toEqual([2, 1]);
    expect(Date.parse(groups[0]!.end_time)).toBe(ms('11:30'));
  });
  it('dropdown at minDisplay times, scroll at minTimeScroll', () => {
    expect(timeListLayout(12, 12, 8)).toEqual({ dropdown: true, scroll: true });
    expect(timeListLayout(7, 12, 8)).toEqual({ dropdown: false, scroll: false });
  });
});

describe('requirements/tickets.md §9.1 preview window', () => {
  const slots = ['10:00', '10:30', '12:00', '14:00', '17:00'].map(ms);
  it('starts at noon − 1 min and spans 3 h', () => {
    const window = previewWindow(slots, ms('12:00'));
    expect(window).toEqual({ start: ms('11:59'), end: ms('14:59') });
    expect(slots.filter((time) => inWindow(time, window))).toEqual([ms('12:00'), ms('14:00')]);
  });
  it('shifts by 2 h per earlier/later click', () => {
    expect(previewWindow(slots, ms('12:00'), -1).start).toBe(ms('09:59'));
    expect(previewWindow(slots, ms('12:00'), 1).start).toBe(ms('13:59'));
  });
  it('widens by 2 h each side while empty, at most 5 times', () => {
    expect(previewWindow([ms('19:00')], ms('12:00'))).toEqual({ start: ms('05:59'), end: ms('20:59') });
    const never = previewWindow([ms('23:59') + 86_400_000], ms('12:00'));
    expect(never.end - never.start).toBe((3 + 4 * 5) * 3_600_000);
  });
});
