import { describe, expect, it } from 'vitest';
import { partyProblem, type OfferLike } from './party-problem.ts';

const offer = (id: number, ticket_type: string, time: string, rules: OfferLike['ticket']['party_rules']): OfferLike => ({
  ticket: { id, ticket_type, museum_ids: [1], min_persons: 0, max_persons: 20, party_rules: rules }, time, price: 1000,
});
const adult = [{ kind: 'adult' as const, min: 1, max: 1 }];

describe('the solver problem from the offered rows', () => {
  it('keeps tickets with rules, time-slot tickets first, each quota keyed by quota and entry', () => {
    const problem = partyProblem([{ kind: 'adult' }], [1], [
      offer(1, 'normal', '2026-12-04T10:00:00+01:00', adult),
      offer(4, 'time_slot', '2026-12-04T12:00:00+01:00', adult),
      offer(9, 'normal', '2026-12-04T10:00:00+01:00', null),
    ], {
      1: { tickets: [1], capacities: { '2026-12-04T10:00:00+01:00': 300 } },
      2: { tickets: [4], capacities: { '2026-12-04T11:00:00+01:00': 0, '2026-12-04T12:00:00+01:00': 38 } },
    });
    expect(problem.tickets.map((ticket) => [ticket.id, ticket.quotas])).toEqual([
      [4, ['2@2026-12-04T12:00:00+01:00']], [1, ['1@2026-12-04T10:00:00+01:00']],
    ]);
    expect(problem.capacity).toEqual({ '2@2026-12-04T12:00:00+01:00': 38, '1@2026-12-04T10:00:00+01:00': 300 });
  });

  it('a quota without the entry gives no place', () => {
    const problem = partyProblem([{ kind: 'adult' }], [1], [offer(4, 'time_slot', '2026-12-04T12:30:00+01:00', adult)],
      { 2: { tickets: [4], capacities: { '2026-12-04T12:00:00+01:00': 38 } } });
    expect(Object.values(problem.capacity)).toEqual([0]);
  });
});
