import type { PartyTicket } from './party.types.ts';

/** A ticket as the solver sees it: the museums it admits to as a bit mask, its quotas by index. */
export type SolverTicket = PartyTicket & { mask: number; quotaIdx: number[] };

const personsPerUnit = (ticket: PartyTicket) => ticket.rules.reduce((sum, rule) => sum + rule.max, 0);

/**
 * Speed without losing exactness: a one-person ticket is taken away from a type of person when
 * one-person single-museum tickets for the same museums cost that person strictly less and can
 * always be bought: no line minimum above one, a line maximum and quotas that no solution can
 * exhaust. Swapping such a unit for those singles keeps any mix valid and makes it cheaper, so no
 * cheapest mix uses it; the search no longer tries it (the combis for children, say).
 */
export function dropDominated(tickets: SolverTicket[], eligible: boolean[][][], typeCount: number, people: number, capacity: number[]) {
  // A unit admits someone to every museum of its ticket, a person to each museum once: the units
  // drawing on a quota are at most people × the museums of the tickets using it.
  const quotaMask = capacity.map((_, q) => tickets.reduce((mask, ticket) => (ticket.quotaIdx.includes(q) ? mask | ticket.mask : mask), 0));
  const unlimited = (ticket: SolverTicket) => ticket.minQuantity <= 1 && ticket.maxQuantity >= people
    && ticket.quotaIdx.every((q) => capacity[q]! >= people * bitCount(quotaMask[q]!));
  const fits = (t: number, type: number) => eligible[t]!.some((slot) => slot[type]);
  for (let type = 0; type < typeCount; type++) {
    // The cheapest always-available single per museum bit for this type.
    const cheapest = new Map<number, number>();
    tickets.forEach((ticket, t) => {
      if (bitCount(ticket.mask) !== 1 || personsPerUnit(ticket) !== 1 || !fits(t, type) || !unlimited(ticket)) return;
      cheapest.set(ticket.mask, Math.min(cheapest.get(ticket.mask) ?? Number.POSITIVE_INFINITY, ticket.price));
    });
    tickets.forEach((ticket, t) => {
      if (personsPerUnit(ticket) !== 1 || ticket.minQuantity > 1 || !fits(t, type)) return;
      let instead = 0;
      for (let bit = 1; bit <= ticket.mask; bit <<= 1) {
        if (ticket.mask & bit) instead += cheapest.get(bit) ?? Number.POSITIVE_INFINITY;
      }
      if (instead < ticket.price) eligible[t]!.forEach((slot) => { slot[type] = false; });
    });
  }
}

export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
}
