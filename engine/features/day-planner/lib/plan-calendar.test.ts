import { describe, expect, it } from 'vitest';
import { planCalendar, savedPlanOf } from './plan-calendar.ts';
import { isSavedPlan } from './saved-plan.ts';

describe('savedPlanOf and planCalendar', () => {
  const at = (iso: string) => Date.parse(iso);
  const plan = savedPlanOf({
    date: '2026-11-26', query: { group: 'timeSlot' },
    entry: { title: 'Eintritt', museumId: 1, start: at('2026-11-26T16:00:00+01:00'), minutes: 30 },
    chosen: [
      { key: 'event-9', kind: 'event', id: 9, eventId: 2, title: 'Vortrag', museumId: 1, start: at('2026-11-26T18:30:00+01:00'), end: at('2026-11-26T19:30:00+01:00') },
      { key: 'tour-4', kind: 'tour', id: 4, title: 'Führung', museumId: 2, start: at('2026-11-26T17:00:00+01:00'), end: at('2026-11-26T18:15:00+01:00') },
    ],
    museumName: (id) => (id === 1 ? 'Kunsthalle' : null), now: at('2026-11-25T09:00:00Z'),
  });
  it('puts the entry first and the items by start, with their museums as location', () => {
    expect(plan.items.map((item) => [item.kind, item.title, item.location])).toEqual([['entry', 'Eintritt', 'Kunsthalle'], ['tour', 'Führung', null], ['event', 'Vortrag', 'Kunsthalle']]);
    expect(plan.items[0]!.end).toBe(at('2026-11-26T16:30:00+01:00'));
    expect(isSavedPlan(plan)).toBe(true);
  });
  it('becomes a calendar with one event per item', () => {
    const text = planCalendar(plan, 'museen.localhost');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('UID:tour-4@museen.localhost');
    expect(text).toContain('DTSTART:20261126T173000Z');
    expect(text).toContain('DTSTAMP:20261125T090000Z');
  });
});
