import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../shared/berlin-time';
import { createDemoServer } from '../../testing/demo-server';
import type { TestServer } from '../../testing/test-server';
import { CALENDAR_MAX_DAYS } from './calendar.routes';

/**
 * Issue 13: clients of the real API ask the ticket calendar for six weeks or a whole year; a
 * range they send is answered, and only a range beyond the documented maximum is cut to it.
 */
let server: TestServer;
beforeAll(async () => { server = await createDemoServer(); });
afterAll(async () => { await server.close(); });

const calendar = async (query: string) => {
  const response = await server.request(`/api/v4/tickets/calendar?${query}`);
  return { status: response.status, body: await response.json() as { data: Record<string, unknown> } };
};

describe('GET /tickets/calendar over long ranges', () => {
  it.each([46, 366])('%i days (depth=any, time slots) answer 200 with one entry per day', async (length) => {
    const start = '2026-11-30';
    const end = addDays(start, length - 1);
    const { status, body } = await calendar(`by_ticket_type=time_slot&start_at=${start}&end_at=${end}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual(daysBetween(start, end));
    expect(Object.values(body.data).every((value) => typeof value === 'boolean')).toBe(true);
    expect(Object.values(body.data)).toContain(true);
  });

  it('366 days with depth=all answer 200 with one entry per day', async () => {
    const start = '2026-12-01';
    const end = addDays(start, 365);
    const { status, body } = await calendar(`depth=all&start_at=${start}&end_at=${end}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toHaveLength(366);
    expect(Object.values(body.data).every(Array.isArray)).toBe(true);
  });

  it('a range beyond the documented maximum is cut to it, not refused', async () => {
    expect(CALENDAR_MAX_DAYS).toBeGreaterThanOrEqual(400);
    const start = '2026-12-01';
    const { status, body } = await calendar(`start_at=${start}&end_at=${addDays(start, 999)}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual(daysBetween(start, addDays(start, CALENDAR_MAX_DAYS - 1)));
  });

  it('a reversed range is still a 422 naming end_at', async () => {
    const { status, body } = await calendar('start_at=2026-12-10&end_at=2026-12-01');
    expect(status).toBe(422);
    expect(body).toHaveProperty('errors.end_at');
  });
});
