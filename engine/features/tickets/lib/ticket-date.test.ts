import { describe, expect, it } from 'vitest';
import { resolveTicketDate } from './ticket-date.ts';

const today = '2026-07-06';

describe('requirements/tickets.md §5.1 Dates: invalid or past date params become today', () => {
  it('keeps a valid date of today or later', () => {
    expect(resolveTicketDate('2026-07-06', today)).toBe('2026-07-06');
    expect(resolveTicketDate('2026-08-01', today)).toBe('2026-08-01');
  });
  it('replaces a date in the past by today', () => {
    expect(resolveTicketDate('2026-07-05', today)).toBe(today);
  });
  it('replaces malformed and impossible dates by today', () => {
    expect(resolveTicketDate('06.07.2026', today)).toBe(today);
    expect(resolveTicketDate('2026-02-30', today)).toBe(today);
    expect(resolveTicketDate(undefined, today)).toBe(today);
  });
  it('uses the configured start date instead of today when it lies ahead', () => {
    expect(resolveTicketDate(null, today, '2026-09-01')).toBe('2026-09-01');
    expect(resolveTicketDate(null, today, '2026-01-01')).toBe(today);
  });
});
