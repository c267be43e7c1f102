import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { TicketsTable } from '../db/schema';
import { dayAhead } from './dates.fixtures';
import { createTestServer, type TestServer } from './test-server';

export interface TicketFixtures {
  shopId: number;
  quotas: { day: number; slot: number; shared: number; subA: number; subB: number };
  tickets: {
    day: number; slot: number; sharedA: number; sharedB: number; personal: number; mantle: number;
    subA: number; subB: number; annual: number; audience: number; unbookable: number; free: number;
  };
  groupId: number;
}

type TicketInput = Partial<Insertable<TicketsTable>> & { title: string };

/**
 * A small deterministic shop 'museen' (host museen.localhost): a day ticket, a 30-minute
 * time-slot ticket (quota 10), two tickets sharing a quota of 5, a mantle ticket with two
 * sub-tickets (1 and 2 places per unit), an annual, an audience-only, an unbookable, a
 * free and a personalised ticket (attendees required, 2–4 persons, no quota).
 */
export async function createTicketFixtures(db: Db, slug = 'museen'): Promise<TicketFixtures> {
  const shop = await db.insertInto('shops').values({
    slug, hosts: [`${slug}.localhost`], name: 'Museen am Fluss', settings: '{}', config: '{}', translations: '{}', content: '{}', is_default: true,
  }).returning('id').executeTakeFirstOrThrow();
  const shopId = shop.id;
  const quota = async (name: string, capacity: number) =>
    (await db.insertInto('quotas').values({ shop_id: shopId, name, capacity }).returning('id').executeTakeFirstOrThrow()).id;
  const quotas = { day: await quota('Tag', 100), slot: await quota('Zeitfenster', 10), shared: await quota('Geteilt', 5), subA: await quota('Sub A', 10), subB: await quota('Sub B', 10) };
  let position = 0;
  const ticket = async ({ title, ...rest }: TicketInput, quotaIds: number[]) => {
    const row = await db.insertInto('tickets').values({
      shop_id: shopId, title: JSON.stringify({ de: title, en: `${title} (en)` }), sub_title: '{}', description: JSON.stringify({ de: `Beschreibung ${title}` }),
      after_sale_information: JSON.stringify({ de: 'Bitte Ticket vorzeigen' }), content: JSON.stringify({ shop_title: { de: `Shop ${title}` } }),
      location: JSON.stringify({ name: 'Altes Museum', city: 'Berlin' }), ticket_type: 'normal', museum_ids: [1], price_cents: 1400,
      dynamic_prices: '{}', vat_pct: 7, sub_tickets: '{}', position: position++, ...rest,
    }).returning('id').executeTakeFirstOrThrow();
    for (const quotaId of quotaIds) await db.insertInto('quota_tickets').values({ quota_id: quotaId, ticket_id: row.id }).execute();
    return row.id;
  };
  const slotShape = { ticket_type: 'time_slot' as const, entry_duration: 30, first_entry: 600, last_entry: 990 };
  const subA = await ticket({ title: 'Sub A', ...slotShape, is_sub_ticket: true, price_cents: 0 }, [quotas.subA]);
  const subB = await ticket({ title: 'Sub B', ...slotShape, is_sub_ticket: true, price_cents: 0 }, [quotas.subB]);
  const tickets = {
    day: await ticket({ title: 'Tageskarte', exhibition_ids: [5] }, [quotas.day]),
    slot: await ticket({ title: 'Zeitfenster', ...slotShape, price_cents: 1200, museum_ids: [2] }, [quotas.slot]),
    sharedA: await ticket({ title: 'Geteilt A', price_cents: 1000 }, [quotas.shared]),
    sharedB: await ticket({ title: 'Geteilt B', price_cents: 800 }, [quotas.shared]),
    personal: await ticket({ title: 'Persönlich', attendees: 'required', min_persons: 2, max_persons: 4 }, []),
    mantle: await ticket({ title: 'Kombi', ...slotShape, is_mantle: true, price_cents: 1900, sub_tickets: JSON.stringify({ [subA]: 1, [subB]: 2 }) }, []),
    subA, subB,
    annual: await ticket({ title: 'Jahreskarte', ticket_type: 'annual', price_cents: 5000, personalizeable: true }, []),
    audience: await ticket({ title: 'Mitglied', price_target_audience_ids: [7] }, [quotas.day]),
    unbookable: await ticket({ title: 'Gesperrt', bookable: false }, [quotas.day]),
    free: await ticket({ title: 'Frei', price_cents: 0 }, [quotas.day]),
  };
  const group = await db.insertInto('ticket_groups').values({
    shop_id: shopId, name: 'day', title: JSON.stringify({ de: 'Tagestickets', en: 'Day tickets' }), ticket_ids: [tickets.day, tickets.sharedA],
  }).returning('id').executeTakeFirstOrThrow();
  return { shopId, quotas, tickets, groupId: group.id };
}

/** The setup of the ticket tests: a test server with the ticket fixtures shop and the day they book (two weeks ahead). */
export async function startTicketServer(): Promise<{ server: TestServer; fx: TicketFixtures; day: string }> {
  let fx!: TicketFixtures;
  const server = await createTestServer(async (db) => { fx = await createTicketFixtures(db); });
  return { server, fx, day: dayAhead(server.deps.now()) };
}
