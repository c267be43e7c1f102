import { describe, expect, it } from 'vitest';
import { allDaysUnavailable, annualCapacities, combiCheckRange } from './availability.ts';

describe('requirements/tickets.md §4.2 sold-out banner', () => {
  it('shows when all loaded days are unavailable', () => {
    expect(allDaysUnavailable([{ '2026-07-06': false }, { '2026-08-01': false }])).toBe(true);
    expect(allDaysUnavailable([{ '2026-07-06': false, '2026-07-07': true }])).toBe(false);
    expect(allDaysUnavailable([])).toBe(false);
  });
});

describe('requirements/tickets.md §4.2 combi sold-out check over 30 days', () => {
  it('today + 30 days, or to the end of the month when later', () => {
    expect(combiCheckRange('2026-07-06')).toEqual({ start_at: '2026-07-06', end_at: '2026-08-05' });
    expect(combiCheckRange('2026-01-01')).toEqual({ start_at: '2026-01-01', end_at: '2026-01-31' });
  });
});

describe('requirements/tickets.md §9.3 Annual: synthetic quota 9999 with capacity 100', () => {
  it('offers 100 places to every annual ticket', () => {
    expect(annualCapacities([20], 'T')).toEqual({ 9999: { tickets: [20], capacities: { T: 100 }, total_capacities: { T: 100 } } });
  });
});

describe('requirements/tickets.md §4.2 combi sold-out: every day of the range empty', () => {
  it('counts both ends', async () => {
    const { daysBetweenCount } = await import('./day-count.ts');
    expect(daysBetweenCount('2026-07-06', '2026-08-05')).toBe(31);
  });
});
