import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { QueryScope } from '../../../shared/api/query-scope.ts';
import type { EventDateDetail, Seating } from '../api/events.api.ts';
import { eventQueries } from '../api/events.queries.ts';
import { SEAT_REFRESH_MS, seatRefreshInterval } from './seat-refresh.ts';

const seating: Seating = { blocked_seats: [3], categories: [], rows: [], seats: [] };
const date = (seatings: Seating[]) => ({
  id: 7, event_id: 2, title: 'Konzert', start_time: '2026-03-13T19:00:00+01:00', seats: { max: 18, available: 16 },
  vat_pct: 7, tax_included: true, prices: [], seatings,
}) as EventDateDetail;

describe('requirements/events-and-seats.md §7.2 blocked-seat auto-update', () => {
  it('a seated date refetches every 20 s; a date without seat plan does not', () => {
    expect(seatRefreshInterval(date([seating]))).toBe(SEAT_REFRESH_MS);
    expect(SEAT_REFRESH_MS).toBe(20_000);
    expect(seatRefreshInterval(date([]))).toBe(false);
    expect(seatRefreshInterval(undefined)).toBe(false);
  });
  it('the date query of the factory carries the interval, and only while the tab is visible', () => {
    const scope = { api: { apiBase: 'https://shop.example/api/v4', shopUrl: 'https://shop.example' }, locale: 'de' } as QueryScope;
    const options = eventQueries.date(scope, { eventId: 2, dateId: 7, billingAddressId: null, viewerId: null });
    const client = new QueryClient();
    client.setQueryData(options.queryKey, date([seating]));
    const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
    const interval = options.refetchInterval as (query: unknown) => number | false;
    expect(interval(query)).toBe(SEAT_REFRESH_MS);
    client.setQueryData(options.queryKey, date([]));
    expect(interval(query)).toBe(false);
    expect(options.refetchIntervalInBackground).toBeFalsy();
  });
});
