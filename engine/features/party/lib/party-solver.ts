import { bitCount, dropDominated, type SolverTicket } from './party-dominance.ts';
import type { PartyMember, PartyMix, PartyProblem, PartyProposal, PartyRule, PartyTicket } from './party.types.ts';

/** People with the same kind, age class and museums still needed are interchangeable. */
interface Group {
  /** Index into the problem's distinct person types. */
  type: number;
  need: number;
  count: number;
}

interface Prepared {
  tickets: SolverTicket[];
  /** eligible[ticket][slot][type] */
  eligible: boolean[][][];
  types: PartyMember[];
  /** The type of each member. */
  typeOf: number[];
  capacity: number[];
}

const ageOf = (member: PartyMember) => (member.kind === 'child' ? member.age ?? 0 : Number.POSITIVE_INFINITY);

/** Who may fill a slot (documented on PartyRule): adult slots take anyone, reduced slots reduced adults and children. */
export function fitsRule(member: PartyMember, rule: PartyRule): boolean {
  const kindFits = rule.kind === 'adult' || (rule.kind === 'reduced' ? member.kind !== 'adult' : member.kind === 'child');
  const age = ageOf(member);
  return kindFits && age >= (rule.min_age ?? 0) && age <= (rule.max_age ?? Number.POSITIVE_INFINITY);
}

function prepare(problem: PartyProblem): Prepared {
  const museumBit = new Map(problem.museumIds.map((id, index) => [id, 1 << index]));
  const quotaIndex = new Map(Object.keys(problem.capacity).map((key, index) => [key, index]));
  const full = (1 << problem.museumIds.length) - 1;
  const tickets = problem.tickets
    .map((ticket) => ({
      ...ticket,
      mask: ticket.museumIds.reduce((mask, id) => mask | (museumBit.get(id) ?? 0), 0) & full,
      // A quota the answer does not list has no places to give.
      quotaIdx: ticket.quotas.map((key) => quotaIndex.get(key) ?? -1),
    }))
    .filter((ticket) => ticket.mask !== 0 && ticket.rules.length > 0 && ticket.maxQuantity >= Math.max(1, ticket.minQuantity)
      && !ticket.quotaIdx.includes(-1) && ticket.rules.some((rule) => rule.max > 0))
    // Tickets for more museums first, then museum by museum: people's remaining needs then take
    // few shapes, which keeps the number of states small. The sort is stable (caller's tie order).
    .sort((a, b) => bitCount(b.mask) - bitCount(a.mask) || (a.mask & -a.mask) - (b.mask & -b.mask));
  // People who fit exactly the same slots are one type, whatever their kind or age.
  const signature = (member: PartyMember) => tickets.map((ticket) => ticket.rules.map((rule) => (fitsRule(member, rule) ? 1 : 0)).join('')).join('|');
  const types: PartyMember[] = [];
  const typeIndex = new Map<string, number>();
  const typeOf = problem.members.map((member) => {
    const key = signature(member);
    if (!typeIndex.has(key)) { typeIndex.set(key, types.length); types.push(member); }
    return typeIndex.get(key)!;
  });
  const eligible = tickets.map((ticket) => ticket.rules.map((rule) => types.map((type) => fitsRule(type, rule))));
  const capacity = Object.values(problem.capacity);
  dropDominated(tickets, eligible, types.length, problem.members.length, capacity);
  return { tickets, eligible, types, typeOf, capacity };
}

/**
 * The best completion from one state: its cost and the units bought from there on, as a shared
 * tree (one unit of ticket `unit` then `rest`, or independent `parts`) so nothing is copied.
 */
interface Completion { cost: number; unit?: number; rest?: Completion; parts?: Completion[] }
const NONE: Completion = { cost: Number.POSITIVE_INFINITY };
const DONE: Completion = { cost: 0 };

function unitsOf(plan: Completion, into: number[] = []): number[] {
  for (let node: Completion | undefined = plan; node; node = node.rest) {
    if (node.unit !== undefined) into.push(node.unit);
    for (const part of node.parts ?? []) unitsOf(part, into);
  }
  return into;
}

/**
 * The cheapest valid mix for a party: every member gets an admission to every chosen museum, each
 * ticket unit is filled according to its rules (each slot between min and max people), a cart line
 * stays within the ticket's min/max quantity and no quota gives more than its free places.
 * A person never holds two admissions to the same museum, and no unit is bought without its people.
 *
 * Exact dynamic programming over the tickets in turn (tickets for several museums first, then
 * museum by museum): a state is (ticket, units of it so far, groups of interchangeable people with
 * the museums they still need, free places), memoised; one more unit is tried filled every
 * possible way. A state whose people need a museum no later ticket can give them is dropped.
 * When no quota is shared between the combined tickets and the tickets of different museums,
 * the museums are independent once the combined tickets are chosen: each museum is then solved
 * on its own for the people still needing it (memoised by head count), which keeps parties of
 * twelve in a few milliseconds.
 */
export function cheapestMix(problem: PartyProblem): PartyMix | null {
  if (problem.members.length === 0 || problem.museumIds.length === 0) return null;
  const prep = prepare(problem);
  const n = prep.tickets.length;
  const full = (1 << problem.museumIds.length) - 1;
  const counts = new Map<number, number>();
  for (const type of prep.typeOf) counts.set(type, (counts.get(type) ?? 0) + 1);
  // reach[t][type]: the museums tickets t.. can still admit a person of that type to.
  const reach: number[][] = Array.from({ length: n + 1 }, () => prep.types.map(() => 0));
  for (let t = n - 1; t >= 0; t--) {
    prep.types.forEach((_, type) => {
      const fits = prep.eligible[t]!.some((slot) => slot[type]);
      reach[t]![type] = reach[t + 1]![type]! | (fits ? prep.tickets[t]!.mask : 0);
    });
  }
  const unitCache = new Map<string, number[][]>();
  const fitsAny = prep.eligible.map((slots) => prep.types.map((_, type) => slots.some((slot) => slot[type])));
  // Stages: the combined tickets, then one per museum (the sort made each a contiguous range).
  const stageOf = (t: number) => (bitCount(prep.tickets[t]!.mask) > 1 ? -1 : prep.tickets[t]!.mask);
  const stageOfQuota = new Map<number, number>();
  let independent = true;
  prep.tickets.forEach((ticket, t) => ticket.quotaIdx.forEach((q) => {
    if (stageOfQuota.has(q) && stageOfQuota.get(q) !== stageOf(t)) independent = false;
    stageOfQuota.set(q, stageOf(t));
  }));

  /** The DP over tickets [from, to); `terminal` finishes a state that reached `to`. */
  const stage = (from: number, to: number, terminal: (groups: Group[]) => Completion) => {
    const laterQuotas = prep.tickets.map((_, t) => new Set(prep.tickets.slice(t, to).flatMap((ticket) => ticket.quotaIdx)));
    const memo = new Map<string, Completion>();
    const solve = (t: number, taken: number, groups: Group[], capacity: number[]): Completion => {
      if (groups.some((group) => (group.need & ~reach[t]![group.type]!) !== 0)) return NONE;
      if (t === to) return terminal(groups);
      const ticket = prep.tickets[t]!;
      // Every later unit admits someone to a museum they still need, so no quota can give more than
      // that demand; quotas no later ticket uses give nothing. Clamping makes equal states equal keys.
      const demand = groups.reduce((sum, group) => sum + group.count * bitCount(group.need), 0);
      const usable = capacity.map((free, q) => (laterQuotas[t]!.has(q) ? Math.min(free, demand) : 0));
      const room = Math.min(ticket.maxQuantity - taken, ...ticket.quotaIdx.map((q) => usable[q]!));
      // More units than people who could still use this ticket can never be bought.
      const users = groups.reduce((sum, group) => sum + ((group.need & ticket.mask) === ticket.mask && fitsAny[t]![group.type] ? group.count : 0), 0);
      // Built by hand: this runs for every state, and map/join allocate more than the search itself.
      let key = `${t}|${Math.min(taken, ticket.minQuantity)}|${Math.min(room, users)}|`;
      for (const g of groups) key += `${g.type}/${g.need}/${g.count},`;
      for (const free of usable) key += `${free},`;
      const known = memo.get(key);
      if (known) return known;
      // Done with this ticket: bought not at all or at least its minimum.
      let best = taken === 0 || taken >= ticket.minQuantity ? solve(t + 1, 0, groups, usable) : NONE;
      if (room > 0 && users > 0) {
        const rest = usable.map((free, q) => (ticket.quotaIdx.includes(q) ? free - 1 : free));
        // One more unit, filled every possible way; the order units are added in meets in the memo.
        const pool = groups.flatMap((group, g) => ((group.need & ticket.mask) === ticket.mask && fitsAny[t]![group.type] ? [g] : []));
        const poolKey = `${t}|${pool.map((g) => `${groups[g]!.type}/${groups[g]!.count}`).join(',')}`;
        let units = unitCache.get(poolKey);
        if (!units) {
          units = fillings(prep, t, pool.map((g) => groups[g]!.type), pool.map((g) => groups[g]!.count));
          unitCache.set(poolKey, units);
        }
        for (const unit of units) {
          const left = groups.map((group) => group.count);
          pool.forEach((g, i) => { left[g]! -= unit[i]!; });
          const after = solve(t, taken + 1, regroup(groups, left, ticket.mask), rest);
          const cost = after.cost + ticket.price;
          if (cost < best.cost) best = { cost, unit: t, rest: after };
        }
      }
      memo.set(key, best);
      return best;
    };
    return (groups: Group[]) => solve(from, 0, groups, [...prep.capacity]);
  };

  const done = (): Completion => DONE;
  let run: (groups: Group[]) => Completion;
  const firstSingle = prep.tickets.findIndex((_, t) => stageOf(t) !== -1);
  if (!independent || firstSingle === -1) run = stage(0, n, done);
  else {
    const museums = new Map<number, (groups: Group[]) => Completion>();
    for (let t = firstSingle; t < n;) {
      let end = t;
      while (end < n && stageOf(end) === stageOf(t)) end++;
      museums.set(stageOf(t), stage(t, end, done));
      t = end;
    }
    const perMuseum = new Map<string, Completion>();
    run = stage(0, firstSingle, (groups) => {
      const parts: Completion[] = [];
      for (let bit = 1; bit <= full; bit <<= 1) {
        const needing = groups.filter((group) => group.need & bit).map((group) => ({ type: group.type, need: bit, count: group.count }));
        if (needing.length === 0) continue;
        const merged = regroup(needing, needing.map((group) => group.count), 0);
        const key = `${bit}|${merged.map((g) => `${g.type}/${g.count}`).join(',')}`;
        let part = perMuseum.get(key);
        if (!part) {
          const solveMuseum = museums.get(bit);
          part = solveMuseum ? solveMuseum(merged) : NONE;
          perMuseum.set(key, part);
        }
        if (!Number.isFinite(part.cost)) return NONE;
        parts.push(part);
      }
      return { cost: parts.reduce((sum, part) => sum + part.cost, 0), parts };
    });
  }

  const start: Group[] = [...counts].map(([type, count]) => ({ type, need: full, count })).sort((a, b) => a.type - b.type);
  const result = run(start);
  if (!Number.isFinite(result.cost)) return null;
  const quantities = new Map<number, number>();
  for (const t of unitsOf(result)) quantities.set(t, (quantities.get(t) ?? 0) + 1);
  return { lines: [...quantities].map(([t, quantity]) => ({ ticketId: prep.tickets[t]!.id, quantity })), total: result.cost };
}

/** Groups after some people of each group (count − left) were admitted to the museums of `mask`. */
function regroup(groups: Group[], left: number[], mask: number): Group[] {
  // A few groups at most: a linear search beats a keyed map here (this runs for every unit tried).
  const next: Group[] = [];
  const put = (type: number, need: number, count: number) => {
    // People with every museum they need are done; leaving them out makes equal states meet.
    if (count === 0 || need === 0) return;
    const existing = next.find((group) => group.type === type && group.need === need);
    if (existing) existing.count += count;
    else next.push({ type, need, count });
  };
  groups.forEach((group, g) => {
    put(group.type, group.need, left[g]!);
    put(group.type, group.need & ~mask, group.count - left[g]!);
  });
  return next.sort((a, b) => a.type - b.type || b.need - a.need);
}

/**
 * Every way to fill one unit of ticket `t` from a pool of people (their types and head counts): per
 * slot and type a count, each slot within its min and max, at least one person. People per pool
 * entry is what counts, so fillings that differ only in who takes which slot are one.
 */
function fillings(prep: Prepared, t: number, types: number[], counts: number[]): number[][] {
  const rules = prep.tickets[t]!.rules;
  const taken = types.map(() => 0);
  const found = new Map<string, number[]>();
  const fill = (s: number, g: number, inSlot: number) => {
    if (s === rules.length) {
      if (taken.some((n) => n > 0)) found.set(taken.join(','), [...taken]);
      return;
    }
    const rule = rules[s]!;
    if (g === types.length) {
      if (inSlot >= rule.min) fill(s + 1, 0, 0);
      return;
    }
    const most = prep.eligible[t]![s]![types[g]!] ? Math.min(counts[g]! - taken[g]!, rule.max - inSlot) : 0;
    for (let n = most; n >= 0; n--) {
      taken[g]! += n;
      fill(s, g + 1, inSlot + n);
      taken[g]! -= n;
    }
  };
  fill(0, 0, 0);
  return [...found.values()];
}

/** Single tickets: one person, one museum of the party, buyable alone. */
const isSingle = (ticket: PartyTicket, museumIds: number[]) =>
  ticket.rules.reduce((sum, rule) => sum + rule.max, 0) === 1
  && ticket.museumIds.filter((id) => museumIds.includes(id)).length === 1 && ticket.minQuantity <= 1;

/**
 * The proposal: the cheapest mix and, for comparison, the cheapest mix of single tickets. The
 * singles are a subset of the search space, so the saving is never negative.
 */
export function proposeMix(problem: PartyProblem): PartyProposal {
  const best = cheapestMix(problem);
  const singles = cheapestMix({ ...problem, tickets: problem.tickets.filter((ticket) => isSingle(ticket, problem.museumIds)) });
  return { best, singles, saving: best && singles ? singles.total - best.total : null };
}
