import type { CapacitiesResponse, PartyRuleJson } from '../../tickets/api/tickets.queries.ts';
import type { PartyMember, PartyProblem, PartyTicket } from './party.types.ts';

/** What the solver needs of an offered ticket row (the tickets feature's TicketRowModel has this shape). */
export interface OfferLike {
  ticket: { id: number; ticket_type: string; museum_ids: number[]; min_persons: number; max_persons: number; party_rules?: PartyRuleJson[] | null };
  /** The entry the row is for (the slot, or the day's first entry). */
  time: string;
  price: number;
}

/**
 * The solver's problem from the shop's offer: tickets with party rules, time-slot tickets first (a tie
 * in price goes to the slot the visitor chose), each drawing one place per unit from every quota
 * that lists it at its entry (requirements/api.md §4.4), keyed by quota and entry.
 */
export function partyProblem(members: PartyMember[], museumIds: number[], offers: OfferLike[], capacities: CapacitiesResponse | undefined): PartyProblem {
  const capacity: Record<string, number> = {};
  const ordered = offers.filter((offer) => offer.ticket.party_rules?.length)
    .sort((a, b) => Number(b.ticket.ticket_type === 'time_slot') - Number(a.ticket.ticket_type === 'time_slot'));
  const tickets: PartyTicket[] = ordered.map((offer) => {
    const quotas = Object.entries(capacities ?? {}).flatMap(([quotaId, quota]) => {
      if (!quota.tickets.includes(offer.ticket.id)) return [];
      const entry = Object.keys(quota.capacities).find((start) => Date.parse(start) === Date.parse(offer.time));
      // A quota without this entry has no place to give: the solver then leaves the ticket out.
      const key = `${quotaId}@${entry ?? offer.time}`;
      capacity[key] = entry === undefined ? 0 : Math.max(0, quota.capacities[entry]!);
      return [key];
    });
    return {
      id: offer.ticket.id, price: offer.price, museumIds: offer.ticket.museum_ids, rules: offer.ticket.party_rules ?? [],
      minQuantity: offer.ticket.min_persons, maxQuantity: offer.ticket.max_persons, quotas,
    };
  });
  return { members, museumIds, tickets, capacity };
}
