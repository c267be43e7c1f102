import type { DemoOrders, PlacedOrder } from '../features/compat/conformance-cases';
import type { TestServer } from './test-server';

interface Demo { day: string; reservable: number }

type Json = Record<string, unknown>;
const v4 = '/api/v4';

/**
 * Places `items` as a guest the way a client learns the price: a first POST with total 0 is refused
 * with the expected total (422 "Total does not match", errors.total "expected N"), the second sends it.
 */
async function place(server: TestServer, items: unknown[]): Promise<PlacedOrder> {
  const send = (total: number) => server.request(`${v4}/orders`, {
    method: 'POST', json: { items, total, customer: { email: 'conformance@example.org', name: 'Conny', surname: 'Form' } },
  });
  let response = await send(0);
  if (response.status === 422) {
    const body = await response.json() as { errors?: { total?: string[] } };
    const expected = /expected (\d+)/.exec(body.errors?.total?.[0] ?? '');
    if (!expected) throw new Error(`order refused: ${JSON.stringify(body)}`);
    response = await send(Number(expected[1]));
  }
  const text = await response.text();
  if (response.status !== 201) throw new Error(`order refused (${response.status}): ${text.slice(0, 300)}`);
  const { order } = JSON.parse(text) as { order: PlacedOrder };
  return { id: order.id, token: order.token };
}

/** The first demo event date bookable by a plain quantity (seated events need seats, some need price rows). */
async function placeEvent(server: TestServer): Promise<PlacedOrder> {
  const { events } = await getJson(server, `${v4}/events?per_page=100`) as { events: { id: number }[] };
  const refusals: string[] = [];
  for (const { id } of events) {
    const { dates } = await getJson(server, `${v4}/events/${id}/dates?start_at=2026-12-01&end_at=2026-12-31`) as { dates: { id: number }[] };
    if (!dates[0]) continue;
    try {
      return await place(server, [{ type: 'Event', attributes: { id: dates[0].id, quantity: 1 } }]);
    } catch (error) {
      refusals.push(`event ${id}: ${(error as Error).message}`);
    }
  }
  throw new Error(`no demo event takes a plain quantity:\n${refusals.join('\n')}`);
}

/** The first demo tour bookable on `day` by a plain participant count (others need price rows or surcharges). */
async function placeTour(server: TestServer, day: string): Promise<PlacedOrder> {
  const { tours } = await getJson(server, `${v4}/tours?per_page=100`) as { tours: { id: number }[] };
  const refusals: string[] = [];
  for (const { id } of tours) {
    const { tour } = await getJson(server, `${v4}/tours/${id}`) as { tour: { languages: { id: number }[]; age_groups: { id: number }[] } };
    const { data } = await getJson(server, `${v4}/tours/${id}/start_times/${day}`) as { data?: { start_time: string; participants: { min: number } }[] };
    const start = data?.[0];
    if (!start) continue;
    try {
      return await place(server, [{
        type: 'Tour',
        attributes: { id, start_time: start.start_time, language_id: tour.languages[0]?.id, age_group_id: tour.age_groups[0]?.id, quantity: Math.max(1, start.participants.min) },
      }]);
    } catch (error) {
      refusals.push(`tour ${id}: ${(error as Error).message}`);
    }
  }
  throw new Error(`no demo tour takes a plain participant count on ${day}:\n${refusals.join('\n')}`);
}

const getJson = async (server: TestServer, path: string) => (await server.request(path)).json() as Promise<Json>;

/**
 * One order per item kind the go~mus examples show (ticket, event, tour), placed on the demo server
 * with demo ids, so the order-answer examples are compared with real answers (issue 13). Test-only.
 */
export async function placeDemoOrders(server: TestServer, ids: Demo): Promise<DemoOrders> {
  const ticket = await place(server, [{ type: 'Ticket', attributes: { id: ids.reservable, quantity: 1, time: `${ids.day}T12:00:00+01:00` } }]);
  const event = await placeEvent(server);
  const booked = await placeTour(server, ids.day);
  return { ticket, event, tour: booked };
}
