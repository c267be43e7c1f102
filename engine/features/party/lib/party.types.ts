/**
 * The party calculator's vocabulary (issue 18). A person is an adult, a reduced-price adult
 * (student, apprentice, …) or a child with an age; a ticket unit admits people into slots.
 */
export type PersonKind = 'adult' | 'reduced' | 'child';

export interface PartyMember {
  kind: PersonKind;
  /** Children only; adults and reduced have no age limit of their own. */
  age?: number;
}

/**
 * One slot of a ticket unit, as the server's `party_rules` describe it. An 'adult' slot takes
 * anyone (paying the full price is always allowed), 'reduced' takes reduced adults and children,
 * 'child' only children; min_age/max_age narrow it further (adults count as older than any age).
 */
export interface PartyRule {
  kind: PersonKind;
  min: number;
  max: number;
  min_age?: number;
  max_age?: number;
}

/** A ticket the solver may use: one unit admits people per `rules` into every museum of `museumIds`. */
export interface PartyTicket {
  id: number;
  /** Unit price in cents at the chosen day and slot. */
  price: number;
  museumIds: number[];
  rules: PartyRule[];
  /** Quantity bounds of one cart line (min_persons / max_persons). */
  minQuantity: number;
  maxQuantity: number;
  /** Quota keys one unit takes one place from. */
  quotas: string[];
}

export interface PartyProblem {
  members: PartyMember[];
  /** Every member needs an admission to each of these museums. */
  museumIds: number[];
  tickets: PartyTicket[];
  /** Free places per quota key. */
  capacity: Record<string, number>;
}

export interface PartyLine {
  ticketId: number;
  quantity: number;
}

export interface PartyMix {
  lines: PartyLine[];
  total: number;
}

export interface PartyProposal {
  /** The cheapest valid mix, or null when none exists. */
  best: PartyMix | null;
  /** What buying single tickets (one person, one museum, no minimum) costs, or null when that is impossible. */
  singles: PartyMix | null;
  /** singles − best; null when either is missing. */
  saving: number | null;
}
