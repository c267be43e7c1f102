import { describe, expect, it } from 'vitest';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import { filterOf, groupTarget, infoModeOf, nextStepOf, ticketParamsOf } from './group-params.ts';

const group = (over: Partial<TicketGroup>) => ({ name: 'timeSlot', types: ['time_slot'], list_ids: [], time: true, ticketState: 'shop.tickets.time', ...over }) as TicketGroup;

describe('requirements/tickets.md §2.1 Tickets area params', () => {
  it('a group asks for its bookable ticket types on the date, filtered', () => {
    expect(ticketParamsOf(group({}), '2026-07-20', { museumId: 1 })).toEqual({ valid_at: '2026-07-20', by_ticket_types: ['time_slot'], by_bookable: true, by_museum_ids: [1] });
    expect(ticketParamsOf(group({ name: 'flex', types: ['normal'] }), '2026-07-20', {})).toMatchObject({ by_free_timing: true });
    expect(ticketParamsOf(group({ list_ids: [5, 6] }), '2026-07-20', {})).toMatchObject({ list_ids: '5,6' });
  });
  it('info texts per mode (timeslot, day, timeslot_and_day, flex)', () => {
    expect(infoModeOf(group({}))).toBe('timeslot');
    expect(infoModeOf(group({ time: false, types: ['normal'] }))).toBe('day');
    expect(infoModeOf(group({ types: ['normal', 'time_slot'] }))).toBe('timeslot_and_day');
    expect(infoModeOf(group({ name: 'flex' }))).toBe('flex');
  });
  it('a tile leads to its ticketState with group and filters', () => {
    expect(groupTarget(group({ ticketState: 'shop.tickets.list', name: 'flex' }), { museumId: 2 })).toBe('/tickets/list?group=flex&museum_id=2');
  });
  it('a date and time the visitor came with are passed on when well-formed (old /shop?date&time links)', () => {
    const flex = group({ ticketState: 'shop.tickets.time', name: 'timeSlot' });
    expect(groupTarget(flex, {}, new URLSearchParams('date=2030-03-05&time=2030-03-05T12:00:00%2B01:00')))
      .toBe('/tickets/time?group=timeSlot&date=2030-03-05&time=2030-03-05T12%3A00%3A00%2B01%3A00');
    expect(groupTarget(flex, {}, new URLSearchParams('date=5.3.2030&time=noon'))).toBe('/tickets/time?group=timeSlot');
    expect(groupTarget(flex, {}, new URLSearchParams('time=2030-03-05T12:00:00%2B01:00'))).toBe('/tickets/time?group=timeSlot');
  });
  it('filters are positive integers only', () => {
    expect(filterOf(new URLSearchParams('museum_id=3&exhibition_id=x'))).toEqual({ museumId: 3, exhibitionId: undefined });
  });
});

describe('requirements/tickets.md §3.5 Ticket group toState / resultsOneView', () => {
  it('without toState the next step is the ticket types, carrying date, time, filters and vip', () => {
    expect(nextStepOf({ name: 'timeSlot', toState: '' }, { date: '2030-03-05', time: '2030-03-05T12:00:00+01:00', vip: true, filter: { museumId: 1 } }))
      .toBe('/tickets/types?group=timeSlot&date=2030-03-05&time=2030-03-05T12%3A00%3A00%2B01%3A00&museum_id=1&vip=true');
  });

  it('toState names the screen after the date and time are chosen', () => {
    expect(nextStepOf({ name: 'day', toState: 'shop.tickets.list' }, { date: '2030-03-05', filter: {} })).toBe('/tickets/list?group=day&date=2030-03-05');
  });
});
