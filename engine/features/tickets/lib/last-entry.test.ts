import { describe, expect, it } from 'vitest';
import { lastEntryDay, lastEntryWindow, sellableOnDate } from './last-entry.ts';

describe('requirements/tickets.md §5.1 Dates: a ticket is sellable for a date only while the start of that day plus last_entry minutes is still in the future', () => {
  const ticket = { last_entry: 17 * 60 };
  it('is sellable before the last entry (Berlin time)', () => {
    expect(sellableOnDate(ticket, '2030-03-05', new Date('2030-03-05T15:59:00Z'))).toBe(true);
  });
  it('is no longer sellable once the last entry has passed', () => {
    expect(sellableOnDate(ticket, '2030-03-05', new Date('2030-03-05T16:00:00Z'))).toBe(false);
  });
});

describe('requirements/tickets.md §9 lastEntry groups advance up to 3 days to find tickets, using a 30-day calendar window', () => {
  it('reads a 30-day window from today', () => {
    expect(lastEntryWindow('2030-03-05')).toEqual({ start_at: '2030-03-05', end_at: '2030-04-03' });
  });
  it('opens on the first day with tickets within today + 3', () => {
    expect(lastEntryDay('2030-03-05', { '2030-03-05': false, '2030-03-06': false, '2030-03-07': true })).toBe('2030-03-07');
    expect(lastEntryDay('2030-03-05', { '2030-03-05': true })).toBe('2030-03-05');
  });
  it('does not look further than 3 days; then it stays on today', () => {
    expect(lastEntryDay('2030-03-05', { '2030-03-09': true })).toBe('2030-03-05');
    expect(lastEntryDay('2030-03-05', undefined)).toBe('2030-03-05');
  });
});
