import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../testing/demo-server';
import type { TestServer } from '../../testing/test-server';

/**
 * Issue 13: a client lists the time-slot tickets and asks /tickets/capacities for every bookable
 * one. Sub-tickets of a combined ticket (the demo's "Prehistory Hall", "Planetarium show") are
 * listed as bookable, since a visitor books their slots through the combined ticket, so their
 * quotas must be in the capacities answer too; and nothing appears there that the list does not offer.
 */
interface Ticket { id: number; title: string; bookable: boolean; is_sub_ticket: boolean }
interface Capacities { data: Record<string, { tickets: number[]; capacities: Record<string, number> }> }

let server: TestServer;
beforeAll(async () => { server = await createDemoServer(); });
afterAll(async () => { await server.close(); });

const get = async <T>(path: string) => {
  const response = await server.request(path, { headers: { 'Accept-Language': 'en' } });
  expect(response.status).toBe(200);
  return await response.json() as T;
};

describe('time-slot tickets and their capacities agree', () => {
  it('every bookable listed ticket, sub-tickets included, has its quotas in /tickets/capacities, and only those', async () => {
    const day = '2026-12-04';
    const { tickets } = await get<{ tickets: Ticket[] }>(`/api/v4/tickets?by_ticket_type=time_slot&valid_at=${day}&per_page=100&locale=en`);
    const bookable = tickets.filter((ticket) => ticket.bookable);
    const subs = bookable.filter((ticket) => ticket.is_sub_ticket).map((ticket) => ticket.title);
    expect(subs).toEqual(expect.arrayContaining(['Prehistory Hall', 'Planetarium show']));

    const ids = bookable.map((ticket) => `ticket_ids[]=${ticket.id}`).join('&');
    const { data } = await get<Capacities>(`/api/v4/tickets/capacities?${ids}&date=${day}`);
    const inCapacities = new Set(Object.values(data).flatMap((quota) => quota.tickets));
    expect(bookable.filter((ticket) => !inCapacities.has(ticket.id)).map((ticket) => ticket.title)).toEqual([]);
    expect([...inCapacities].filter((id) => !bookable.some((ticket) => ticket.id === id))).toEqual([]);
    for (const quota of Object.values(data)) expect(Object.keys(quota.capacities).length).toBeGreaterThan(0);
  });

  it('a sub-ticket asked for alone answers its own quota with its slots', async () => {
    const { tickets } = await get<{ tickets: Ticket[] }>('/api/v4/tickets?by_ticket_type=time_slot&valid_at=2026-12-04&per_page=100&locale=en');
    const planetarium = tickets.find((ticket) => ticket.title === 'Planetarium show')!;
    const { data } = await get<Capacities>(`/api/v4/tickets/capacities?ticket_ids[]=${planetarium.id}&date=2026-12-04`);
    const quotas = Object.values(data);
    expect(quotas).toHaveLength(1);
    expect(quotas[0]!.tickets).toEqual([planetarium.id]);
    // first entry 11:00, every 90 minutes until 15:30
    expect(Object.keys(quotas[0]!.capacities)).toEqual(['2026-12-04T11:00:00+01:00', '2026-12-04T12:30:00+01:00', '2026-12-04T14:00:00+01:00', '2026-12-04T15:30:00+01:00']);
  });
});
