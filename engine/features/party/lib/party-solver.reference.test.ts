import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../../tests/mocks/fixtures/party.ts';
import { cheapestMix, fitsRule } from './party-solver.ts';
import type { PartyMember, PartyProblem, PartyTicket } from './party.types.ts';

/**
 * The reference: every mix, found by brute force. The first person still missing a museum gets a
 * unit of some ticket for it, shared with any others who fit its slots and miss all its museums;
 * at the end the line minimums/maximums and quotas are checked. Slow, so only for small parties.
 */
function bruteForce(problem: PartyProblem): number | null {
  const { members, museumIds, tickets, capacity } = problem;
  const missing = members.map(() => new Set(museumIds));
  const units = tickets.map(() => 0);
  let best = Number.POSITIVE_INFINITY;
  const valid = () => tickets.every((ticket, t) => units[t] === 0 || (units[t]! >= ticket.minQuantity && units[t]! <= ticket.maxQuantity))
    && Object.entries(capacity).every(([quota, free]) => tickets.reduce((sum, ticket, t) => sum + (ticket.quotas.includes(quota) ? units[t]! : 0), 0) <= free)
    && tickets.every((ticket) => ticket.quotas.every((quota) => quota in capacity) || units[tickets.indexOf(ticket)] === 0);
  const search = (cost: number) => {
    if (cost >= best) return;
    const person = missing.findIndex((set) => set.size > 0);
    if (person === -1) {
      if (valid()) best = cost;
      return;
    }
    const museum = [...missing[person]!][0]!;
    tickets.forEach((ticket, t) => {
      const covers = ticket.museumIds.filter((id) => museumIds.includes(id));
      if (!covers.includes(museum) || units[t]! >= ticket.maxQuantity) return;
      const free = (p: number) => covers.every((id) => missing[p]!.has(id));
      if (!free(person)) return;
      // Every way to seat people (the person first) in the unit's slots.
      const seats = ticket.rules.map(() => 0);
      const seated: number[] = [];
      const seat = (p: number) => {
        if (p === members.length) {
          if (ticket.rules.every((rule, s) => seats[s]! >= rule.min)) {
            for (const q of seated) covers.forEach((id) => missing[q]!.delete(id));
            units[t]!++;
            search(cost + ticket.price);
            units[t]!--;
            for (const q of seated) covers.forEach((id) => missing[q]!.add(id));
          }
          return;
        }
        if (p !== person) seat(p + 1);
        if (!free(p)) return;
        ticket.rules.forEach((rule, s) => {
          if (seats[s]! >= rule.max || !fitsRule(members[p]!, rule)) return;
          seats[s]!++;
          seated.push(p);
          seat(p + 1);
          seated.pop();
          seats[s]!--;
        });
      };
      // People before `person` already have every museum, so seating starts at `person`.
      seat(person);
    });
  };
  search(0);
  return Number.isFinite(best) ? best : null;
}

const memberArb: fc.Arbitrary<PartyMember> = fc.oneof(
  fc.constant<PartyMember>({ kind: 'adult' }),
  fc.constant<PartyMember>({ kind: 'reduced' }),
  fc.integer({ min: 0, max: 19 }).map((age): PartyMember => ({ kind: 'child', age })),
);
const ticketArb = (id: number): fc.Arbitrary<PartyTicket> => fc.record({
  id: fc.constant(id),
  price: fc.integer({ min: 0, max: 3000 }),
  museumIds: fc.subarray([1, 2], { minLength: 1 }),
  rules: fc.constantFrom(rules.adult, rules.reduced, rules.child, rules.family),
  minQuantity: fc.integer({ min: 0, max: 2 }),
  maxQuantity: fc.integer({ min: 1, max: 6 }),
  quotas: fc.subarray(['a', 'b'], { minLength: 1 }),
});

describe('property: the solver finds the cheapest mix (brute-force reference)', () => {
  it('matches the brute force on random small parties', () => {
    fc.assert(fc.property(
      fc.array(memberArb, { minLength: 1, maxLength: 4 }),
      fc.subarray([1, 2], { minLength: 1 }),
      fc.tuple(...[1, 2, 3, 4, 5].map(ticketArb)),
      fc.record({ a: fc.integer({ min: 0, max: 8 }), b: fc.integer({ min: 0, max: 8 }) }),
      (members, museumIds, tickets, capacity) => {
        const problem = { members, museumIds, tickets, capacity };
        expect(cheapestMix(problem)?.total ?? null).toBe(bruteForce(problem));
      },
    ), { numRuns: 300 });
  });
});
