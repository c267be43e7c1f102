import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposeMix } from '../../../../engine/features/party/lib/party-solver';
import type { PartyMember, PartyRule, PartyTicket } from '../../../../engine/features/party/lib/party.types';
import { createDemoServer } from '../../testing/demo-server';
import { orderClient, type OrderClient } from '../../testing/order-client.fixtures';
import type { TestServer } from '../../testing/test-server';

/**
 * Issue 18 'Done when': the party calculator never proposes a mix the server's POST /orders
 * refuses. The demo shop's tickets, rules (party_rules) and capacities are read through the API as
 * the shop reads them, the solver's proposal is ordered as is, and the order must be created.
 */
interface Ticket {
  id: number; ticket_type: string; museum_ids: number[]; price_cents: number; discount: number; first_entry: number;
  min_persons: number; max_persons: number; free_timing: boolean; is_mantle: boolean; is_sub_ticket: boolean;
  attendees: string | null; party_rules: PartyRule[] | null;
}
type Capacities = Record<string, { tickets: number[]; capacities: Record<string, number> }>;

const DAY = '2026-12-04';
/** 11:00 in Berlin (winter time): a slot every house offers. */
const SLOT = `${DAY}T11:00:00+01:00`;
const dayEntry = (minutes: number) => `${DAY}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+01:00`;

let server: TestServer;
let api: OrderClient;
let museums: Record<string, number>;
beforeAll(async () => {
  server = await createDemoServer();
  api = orderClient(server);
  const list = await (await server.request('/api/v4/museums?locale=en', { shop: 'museen.localhost' })).json() as { museums: { id: number; title: string }[] };
  museums = Object.fromEntries(list.museums.map((museum) => [museum.title, museum.id]));
});
afterAll(() => server.close());

/** The shop's offer for the party at SLOT: tickets with party rules, their entry, price and quota places. */
async function offer(museumIds: number[]) {
  const query = museumIds.map((id) => `by_museum_ids[]=${id}`).join('&');
  const { tickets } = await (await server.request(`/api/v4/tickets?valid_at=${DAY}&by_bookable=true&per_page=1000&${query}`, { shop: 'museen.localhost' })).json() as { tickets: Ticket[] };
  const usable = tickets.filter((ticket) => ticket.party_rules && !ticket.free_timing && !ticket.is_mantle && !ticket.is_sub_ticket && ticket.attendees !== 'required');
  const capacities = await api.send('POST', '/api/v4/tickets/capacities', { ticket_ids: usable.map((ticket) => ticket.id), date: DAY });
  const data = capacities.body.data as Capacities;
  const capacity: Record<string, number> = {};
  const times = new Map<number, string>();
  const partyTickets: PartyTicket[] = usable.map((ticket) => {
    const time = ticket.ticket_type === 'time_slot' ? SLOT : dayEntry(ticket.first_entry);
    times.set(ticket.id, time);
    const quotas = Object.entries(data).flatMap(([quotaId, quota]) => {
      if (!quota.tickets.includes(ticket.id)) return [];
      const key = Object.keys(quota.capacities).find((start) => Date.parse(start) === Date.parse(time));
      if (key === undefined) return [`${quotaId}@missing`];
      capacity[`${quotaId}@${key}`] = quota.capacities[key]!;
      return [`${quotaId}@${key}`];
    });
    return {
      id: ticket.id, price: Math.round(ticket.price_cents - (ticket.price_cents * ticket.discount) / 100), museumIds: ticket.museum_ids,
      rules: ticket.party_rules!, minQuantity: ticket.min_persons, maxQuantity: ticket.max_persons, quotas,
    };
  });
  return { tickets: partyTickets, capacity, times };
}

async function orderProposal(members: PartyMember[], museumIds: number[]) {
  const { tickets, capacity, times } = await offer(museumIds);
  const proposal = proposeMix({ members, museumIds, tickets, capacity });
  const items = (proposal.best?.lines ?? []).map((line) => api.item('Ticket', { id: line.ticketId, quantity: line.quantity, time: times.get(line.ticketId) }));
  return { proposal, answer: items.length ? await api.order(items, proposal.best!.total) : null };
}

describe('the party calculator against POST /orders', () => {
  it('a party of six for Kunsthalle and Naturkunde: two combi tickets, the student and the children singly; the order is created', async () => {
    const members: PartyMember[] = [{ kind: 'adult' }, { kind: 'adult' }, { kind: 'reduced' }, { kind: 'child', age: 4 }, { kind: 'child', age: 9 }, { kind: 'child', age: 15 }];
    const { proposal, answer } = await orderProposal(members, [museums['Riverside Kunsthalle']!, museums['Natural History Museum']!]);
    expect(proposal.best?.total).toBe(2 * 2000 + 900 + 600);
    expect(proposal.saving).toBe(800);
    expect(answer?.status, JSON.stringify(answer?.body)).toBe(201);
  });

  it('property: any proposal for a random party and museums is accepted', async () => {
    const member = fc.oneof(
      fc.constant<PartyMember>({ kind: 'adult' }), fc.constant<PartyMember>({ kind: 'reduced' }),
      fc.integer({ min: 0, max: 20 }).map((age): PartyMember => ({ kind: 'child', age })),
    );
    await fc.assert(fc.asyncProperty(
      fc.array(member, { minLength: 1, maxLength: 12 }),
      fc.subarray(['Riverside Kunsthalle', 'Natural History Museum', 'City History Museum'], { minLength: 1 }),
      async (members, names) => {
        const { proposal, answer } = await orderProposal(members, names.map((name) => museums[name]!));
        expect(proposal.best).not.toBeNull();
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(201);
      },
    ), { numRuns: 12 });
  });
});
