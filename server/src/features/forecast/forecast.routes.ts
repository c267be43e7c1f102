import { createRoute } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { json, readErrors } from '../../http/openapi';
import { addDays, isoBerlin, wallClock } from '../../shared/berlin-time';
import { cachedRead } from '../../shared/read-cache';
import { requestContext } from '../tickets/request-context';
import { forecastDay } from './day-forecast';
import { daySlots } from './day-slots';
import { forecastQuery, forecastResponse } from './forecast.schemas';
import { loadDayPlaces, loadPastSlots, loadSlotTickets } from './forecast.store';

/** Eight weeks: eight past days per weekday and hour, while the season's pattern still holds. */
const HISTORY_DAYS = 56;

const route = createRoute({
  method: 'get',
  path: '/api/v4/tickets/forecast',
  tags: ['tickets'],
  summary: 'Crowd forecast per slot of a day, with quieter alternatives (designed here, issue 18)',
  description: 'For every slot the time-slot tickets offer on the day: its places, the places booked now and the places expected when it begins. '
    + 'The expectation adds to the booked places the late bookings and walk-ins learnt from the last 56 days\' bookings of the same quota, '
    + 'by weekday and slot hour, at the same lead time (server/src/features/forecast/forecast.model.ts). Slots that have begun expect what they have.',
  request: { query: forecastQuery },
  responses: { 200: json(forecastResponse, 'Slots ascending'), ...readErrors },
});

export function registerForecastRoutes(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const ctx = requestContext(c);
    const { museum_id: museumId, date } = c.req.valid('query');
    const day = date ?? ctx.today;
    const tickets = await loadSlotTickets(ctx.db, ctx.shopId, day, museumId);
    const lookup = await loadDayPlaces(ctx.db, tickets, day, ctx.now);
    const slots = daySlots(tickets, day, lookup, ctx.now);
    const quotaIds = [...new Set(slots.flatMap((slot) => slot.quotas.map((quota) => quota.quotaId)))];
    // The last 56 days change little within a day; reading and grouping them was most of each
    // forecast (about 300 ms on the demo shop, holding the embedded database from the time
    // selection's other requests, issue 12), so a process reuses them for a while.
    const key = `${[...quotaIds].sort((a, b) => a - b).join(',')}|${ctx.today}`;
    const ttlMs = c.get('deps').historyCacheMs ?? 0;
    const history = await cachedRead(ctx.db, 'forecast-history', key, ttlMs, Date.now(),
      () => loadPastSlots(ctx.db, quotaIds, wallClock(addDays(ctx.today, -HISTORY_DAYS), 0), wallClock(ctx.today, 0), ctx.now));
    const iso = (ms: number) => isoBerlin(new Date(ms));
    const data = forecastDay(slots, history, ctx.now.getTime()).map(({ startMs, alternatives, ...slot }) => ({
      start_time: iso(startMs), ...slot, alternatives: alternatives.map(iso),
    }));
    return c.json({ data: { date: day, museum_id: museumId ?? null, history_days: HISTORY_DAYS, slots: data } }, 200);
  });
}
