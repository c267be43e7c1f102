import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAhead } from '../../testing/dates.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createTicketFixtures, type TicketFixtures } from '../../testing/tickets.fixtures';

let server: TestServer;
let fx: TicketFixtures;
beforeAll(async () => {
  server = await createTestServer(async (db) => { fx = await createTicketFixtures(db); });
});
afterAll(() => server.close());

const get = async (path: string) => {
  const response = await server.request(path, { shop: 'museen.localhost' });
  return { status: response.status, body: await response.json() };
};
const ids = (body: { tickets: { id: number }[] }) => body.tickets.map((ticket) => ticket.id);

describe('GET /api/v4/tickets', () => {
  it('lists bookable and unbookable non-annual tickets for everyone, in contract shape', async () => {
    const { status, body } = await get('/api/v4/tickets?per_page=1000');
    expect(status).toBe(200);
    expect(ids(body)).toContain(fx.tickets.day);
    expect(ids(body)).not.toContain(fx.tickets.annual);
    expect(ids(body)).not.toContain(fx.tickets.audience);
    const slot = body.tickets.find((ticket: { id: number }) => ticket.id === fx.tickets.slot);
    expect(slot).toMatchObject({
      title: 'Zeitfenster', ticket_type: 'time_slot', entry_duration: 30, quota_ids: [fx.quotas.slot],
      vat_pct: 7, price_cents: 1200, first_entry: 600, last_entry: 990, content: { shop_title: 'Shop Zeitfenster' },
    });
    const mantle = body.tickets.find((ticket: { id: number }) => ticket.id === fx.tickets.mantle);
    expect(mantle).toMatchObject({ is_mantle: true, sub_ticket_ids: [fx.tickets.subA, fx.tickets.subB], sub_tickets: { [fx.tickets.subA]: 1, [fx.tickets.subB]: 2 } });
    expect(body.meta).toEqual({ total_count: body.tickets.length, page: 1, per_page: 1000 });
  });

  it('filters by type, museum, bookable, ids (both array spellings) and excludes ids', async () => {
    expect(ids((await get('/api/v4/tickets?by_ticket_type=annual')).body)).toEqual([fx.tickets.annual]);
    expect(ids((await get('/api/v4/tickets?by_ticket_types[]=annual&by_ticket_types[]=time_slot')).body)).toContain(fx.tickets.annual);
    expect(ids((await get('/api/v4/tickets?by_museum_ids[]=2')).body)).toEqual([fx.tickets.slot]);
    expect(ids((await get(`/api/v4/tickets?by_ticket_ids=${fx.tickets.day},${fx.tickets.slot}`)).body)).toEqual([fx.tickets.day, fx.tickets.slot]);
    expect(ids((await get(`/api/v4/tickets?by_ticket_ids[]=${fx.tickets.day}&by_ticket_ids[]=${fx.tickets.slot}&exclude_ticket_ids[]=${fx.tickets.slot}`)).body)).toEqual([fx.tickets.day]);
    expect(ids((await get('/api/v4/tickets?by_bookable=false')).body)).toEqual([fx.tickets.unbookable]);
    expect(ids((await get('/api/v4/tickets?by_exhibition_ids[]=5')).body)).toEqual([fx.tickets.day]);
  });

  it('shows audience tickets only to their audience, and searches localized titles', async () => {
    expect(ids((await get('/api/v4/tickets?by_price_target_audience_id=7&billing_address_id=3&per_page=100')).body)).toContain(fx.tickets.audience);
    expect(ids((await get('/api/v4/tickets?by_price_target_audience_id=8&per_page=100')).body)).not.toContain(fx.tickets.audience);
    expect(ids((await get('/api/v4/tickets?q=kombi')).body)).toEqual([fx.tickets.mantle]);
    const english = await get('/api/v4/tickets?q=kombi&locale=en');
    expect(english.body.tickets[0].title).toBe('Kombi (en)');
  });

  it('resolves groups by by_ticket_group_ids[] and list_ids (unknown ids count as ticket ids)', async () => {
    expect(ids((await get(`/api/v4/tickets?by_ticket_group_ids[]=${fx.groupId}`)).body)).toEqual([fx.tickets.day, fx.tickets.sharedA]);
    expect(ids((await get(`/api/v4/tickets?list_ids=${fx.groupId},${fx.tickets.slot}`)).body)).toEqual([fx.tickets.day, fx.tickets.slot, fx.tickets.sharedA]);
  });

  it('lists a ticket only on days it is valid', async () => {
    const day = dayAhead(server.deps.now(), 20);
    await server.db.updateTable('tickets').set({ valid_from: day }).where('id', '=', fx.tickets.sharedB).execute();
    try {
      expect(ids((await get('/api/v4/tickets?per_page=100')).body)).not.toContain(fx.tickets.sharedB);
      expect(ids((await get(`/api/v4/tickets?per_page=100&valid_at=${day}`)).body)).toContain(fx.tickets.sharedB);
      expect(ids((await get('/api/v4/tickets?per_page=100&with_current_or_future_validities=true')).body)).toContain(fx.tickets.sharedB);
    } finally {
      await server.db.updateTable('tickets').set({ valid_from: null }).where('id', '=', fx.tickets.sharedB).execute();
    }
  });

  it('paginates and answers 422 for garbage', async () => {
    const page = await get('/api/v4/tickets?per_page=2&page=2');
    expect(page.body.tickets).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ page: 2, per_page: 2 });
    for (const bad of ['per_page=1001', 'valid_at=2026-13-45', 'by_museum_ids[]=abc', 'by_ticket_type=vip', 'by_bookable=maybe', 'list_ids=a']) {
      const { status, body } = await get(`/api/v4/tickets?${bad}`);
      expect(status, bad).toBe(422);
      expect(body.error).toBe('Validation failed');
    }
  });
});

describe('GET /api/v4/tickets/:id, /content, /groups', () => {
  it('returns one ticket with location and after-sale text, 404 for another shop\'s or unknown id', async () => {
    const { status, body } = await get(`/api/v4/tickets/${fx.tickets.day}`);
    expect(status).toBe(200);
    expect(body.ticket).toMatchObject({ id: fx.tickets.day, after_sale_information: 'Bitte Ticket vorzeigen', location: { name: 'Altes Museum' } });
    expect((await get('/api/v4/tickets/999999')).status).toBe(404);
    expect((await get('/api/v4/tickets/abc')).status).toBe(422);
  });

  it('returns content per ticket, optionally one attribute', async () => {
    const { body } = await get(`/api/v4/tickets/content?ticket_ids[]=${fx.tickets.day}&ticket_ids[]=${fx.tickets.slot}&attr=shop_title`);
    expect(body.data).toEqual([{ id: fx.tickets.day, content: { shop_title: 'Shop Tageskarte' } }, { id: fx.tickets.slot, content: { shop_title: 'Shop Zeitfenster' } }]);
    expect(body.meta.total_count).toBe(2);
    expect((await get('/api/v4/tickets/content')).status).toBe(422);
    expect((await get('/api/v4/tickets/content?ticket_ids[]=abc')).status).toBe(422);
  });

  it('lists ticket groups', async () => {
    const { body } = await get('/api/v4/tickets/groups?locale=en');
    expect(body.ticket_groups).toEqual([{ id: fx.groupId, name: 'day', title: 'Day tickets', ticket_ids: [fx.tickets.day, fx.tickets.sharedA] }]);
  });
});

describe('OpenAPI document', () => {
  it('describes the ticket, reservation and order routes', async () => {
    const { body } = await get('/api/v4/openapi.json');
    for (const path of ['/api/v4/tickets', '/api/v4/tickets/{id}/start_times', '/api/v4/tickets/empty_days', '/api/v4/tickets/calendar', '/api/v4/tickets/reservations/{token}', '/api/v4/orders/{id}']) {
      expect(body.paths[path], path).toBeDefined();
    }
    expect(Object.keys(body.paths['/api/v4/tickets/capacities'])).toEqual(['get', 'post']);
  });
});
