import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adults, children, demoCapacity, demoTickets, rules } from '../../../../tests/mocks/fixtures/party.ts';
import { cheapestMix, fitsRule, proposeMix } from './party-solver.ts';
import type { PartyMember, PartyMix, PartyProblem, PartyTicket } from './party.types.ts';

const problem = (members: PartyMember[], museumIds: number[], extra: Partial<PartyProblem> = {}): PartyProblem =>
  ({ members, museumIds, tickets: demoTickets(), capacity: demoCapacity(), ...extra });
const linesOf = (mix: PartyMix | null) => Object.fromEntries((mix?.lines ?? []).map((line) => [line.ticketId, line.quantity]));

describe('who fits a slot', () => {
  it('adult slots take anyone, reduced slots reduced adults and children, child slots only children of the age', () => {
    expect(fitsRule({ kind: 'child', age: 4 }, rules.adult[0]!)).toBe(true);
    expect(fitsRule({ kind: 'adult' }, rules.reduced[0]!)).toBe(false);
    expect(fitsRule({ kind: 'child', age: 15 }, rules.reduced[0]!)).toBe(true);
    expect(fitsRule({ kind: 'child', age: 18 }, rules.child[0]!)).toBe(false);
    expect(fitsRule({ kind: 'reduced' }, rules.family[0]!)).toBe(true);
    expect(fitsRule({ kind: 'child', age: 17 }, rules.family[0]!)).toBe(false);
  });
});

describe('family composition', () => {
  // Without the free day ticket for children, the family ticket (2 adults + up to 3 children) wins.
  const slotOnly = () => demoTickets().filter((ticket) => ticket.id !== 14);

  it('two adults and three children take one family ticket', () => {
    const mix = cheapestMix(problem([...adults(2), ...children(4, 9, 15)], [1], { tickets: slotOnly() }));
    expect(linesOf(mix)).toEqual({ 13: 1 });
    expect(mix?.total).toBe(3000);
  });

  it('a fourth child does not fit the family: it gets a reduced ticket', () => {
    expect(linesOf(cheapestMix(problem([...adults(2), ...children(3, 5, 7, 9)], [1], { tickets: slotOnly() })))).toEqual({ 12: 1, 13: 1 });
  });

  it('one adult cannot use the family ticket (two adults are required)', () => {
    expect(linesOf(cheapestMix(problem([...adults(1), ...children(4, 9)], [1], { tickets: slotOnly() })))).toEqual({ 11: 1, 12: 2 });
  });

  it('an 18-year-old is no child of the family ticket', () => {
    const mix = cheapestMix(problem([...adults(2), ...children(18, 18)], [1], { tickets: slotOnly() }));
    expect(linesOf(mix)).toEqual({ 11: 2, 12: 2 });
  });

  it('free child tickets beat the family ticket when they exist', () => {
    expect(linesOf(cheapestMix(problem([...adults(2), ...children(4, 9, 15)], [1])))).toEqual({ 11: 2, 14: 3 });
  });
});

describe('combi tickets', () => {
  it('adults visiting two houses take the two-house combi, the student reduced singles', () => {
    const members: PartyMember[] = [...adults(2), { kind: 'reduced' }, ...children(4, 9, 15)];
    const proposal = proposeMix(problem(members, [1, 2]));
    expect(linesOf(proposal.best)).toEqual({ 41: 2, 12: 1, 22: 1, 14: 3, 24: 3 });
    expect(proposal.best?.total).toBe(2 * 2000 + 900 + 600);
    expect(proposal.saving).toBe(2 * (1400 + 1000 - 2000));
  });

  it('the three-house combi covers a two-house visit when it is cheaper', () => {
    const tickets = demoTickets().map((ticket) => (ticket.id === 42 ? { ...ticket, price: 1900 } : ticket));
    expect(linesOf(cheapestMix(problem(adults(1), [1, 2], { tickets })))).toEqual({ 42: 1 });
  });

  it('all three houses: reduced combi for students and children beats singles', () => {
    const proposal = proposeMix(problem([{ kind: 'reduced' }, ...adults(1)], [1, 2, 3]));
    expect(linesOf(proposal.best)).toEqual({ 42: 1, 43: 1 });
    expect(proposal.singles?.total).toBe(1400 + 1000 + 720 + 900 + 600 + 500);
  });
});

describe('quotas', () => {
  it('a full combi quota falls back to singles', () => {
    const mix = cheapestMix(problem(adults(2), [1, 2], { capacity: { ...demoCapacity(), combi: 1 } }));
    expect(linesOf(mix)).toEqual({ 41: 1, 11: 1, 21: 1 });
  });

  it('a family ticket takes one place of its quota; with no places left, no valid mix exists', () => {
    const slotOnly = demoTickets().filter((ticket) => ticket.museumIds.includes(1) && ticket.id !== 14 && ticket.id !== 15);
    expect(linesOf(cheapestMix(problem([...adults(2), ...children(4)], [1], { tickets: slotOnly, capacity: { 'k-slot': 1 } })))).toEqual({ 13: 1 });
    expect(cheapestMix(problem([...adults(2), ...children(4)], [1], { tickets: slotOnly, capacity: { 'k-slot': 0 } }))).toBeNull();
  });

  it('a ticket whose quota is not in the capacities is never used', () => {
    const { combi: _, ...capacity } = demoCapacity();
    expect(linesOf(cheapestMix(problem(adults(1), [1, 2], { capacity })))).toEqual({ 11: 1, 21: 1 });
  });
});

describe('min/max quantities', () => {
  it('ten adults reach the group ticket minimum, nine do not', () => {
    expect(linesOf(cheapestMix(problem(adults(10), [1])))).toEqual({ 15: 10 });
    expect(linesOf(cheapestMix(problem(adults(9), [1])))).toEqual({ 11: 9 });
  });

  it('a maximum per line caps the units', () => {
    const tickets = demoTickets().map((ticket) => (ticket.id === 41 ? { ...ticket, maxQuantity: 2 } : ticket));
    expect(linesOf(cheapestMix(problem(adults(3), [1, 2], { tickets })))).toEqual({ 41: 2, 11: 1, 21: 1 });
  });

  it('twelve people answer exactly', () => {
    const members: PartyMember[] = [...adults(6), { kind: 'reduced' }, { kind: 'reduced' }, ...children(2, 6, 11, 16)];
    const proposal = proposeMix(problem(members, [1, 2, 3]));
    // Children enter Kunsthalle and Naturkunde free; Stadtgeschichte has no child ticket, so they pay reduced there.
    expect(proposal.best?.total).toBe(6 * 2400 + 2 * 1600 + 4 * 500);
  });

  it('no party or no museum proposes nothing', () => {
    expect(proposeMix(problem([], [1])).best).toBeNull();
    expect(proposeMix(problem(adults(1), [])).saving).toBeNull();
  });
});

const memberArb: fc.Arbitrary<PartyMember> = fc.oneof(
  fc.constant<PartyMember>({ kind: 'adult' }),
  fc.constant<PartyMember>({ kind: 'reduced' }),
  fc.integer({ min: 0, max: 19 }).map((age): PartyMember => ({ kind: 'child', age })),
);
const ticketArb = (id: number): fc.Arbitrary<PartyTicket> => fc.record({
  id: fc.constant(id),
  price: fc.integer({ min: 0, max: 5000 }),
  museumIds: fc.subarray([1, 2, 3], { minLength: 1 }),
  rules: fc.constantFrom(rules.adult, rules.reduced, rules.child, rules.family),
  minQuantity: fc.integer({ min: 0, max: 3 }),
  maxQuantity: fc.integer({ min: 1, max: 12 }),
  quotas: fc.subarray(['a', 'b'], { minLength: 1 }),
});

describe('property: never dearer than singles, and always valid', () => {
  it('holds for random parties, tickets and quotas', () => {
    fc.assert(fc.property(
      fc.array(memberArb, { minLength: 1, maxLength: 8 }),
      fc.subarray([1, 2, 3], { minLength: 1 }),
      fc.tuple(...[1, 2, 3, 4, 5, 6].map(ticketArb)),
      fc.record({ a: fc.integer({ min: 0, max: 12 }), b: fc.integer({ min: 0, max: 12 }) }),
      (members, museumIds, tickets, capacity) => {
        const proposal = proposeMix({ members, museumIds, tickets, capacity });
        if (proposal.singles) {
          expect(proposal.best).not.toBeNull();
          expect(proposal.best!.total).toBeLessThanOrEqual(proposal.singles.total);
        }
        for (const line of proposal.best?.lines ?? []) {
          const ticket = tickets.find((candidate) => candidate.id === line.ticketId)!;
          expect(line.quantity).toBeGreaterThanOrEqual(Math.max(1, ticket.minQuantity));
          expect(line.quantity).toBeLessThanOrEqual(ticket.maxQuantity);
        }
        for (const quota of ['a', 'b'] as const) {
          const used = (proposal.best?.lines ?? []).reduce((sum, line) => sum + (tickets.find((t) => t.id === line.ticketId)!.quotas.includes(quota) ? line.quantity : 0), 0);
          expect(used).toBeLessThanOrEqual(capacity[quota]);
        }
        if (proposal.best) expect(proposal.best.total).toBe(proposal.best.lines.reduce((sum, line) => sum + line.quantity * tickets.find((t) => t.id === line.ticketId)!.price, 0));
      },
    ), { numRuns: 300 });
  });
});
