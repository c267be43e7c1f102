import type { TicketFilter } from './group-params.ts';

export interface FilterExhibition {
  id: number;
  museum_id?: number;
}

/** requirements/tickets.md §2.10 Ticket breadcrumbs: the exhibitions of the chosen museum (all without one). */
export function exhibitionsOf<T extends FilterExhibition>(exhibitions: T[], museumId: number | undefined): T[] {
  return museumId ? exhibitions.filter((exhibition) => exhibition.museum_id === museumId) : exhibitions;
}

/** requirements/tickets.md §2: changing the museum narrows the exhibitions and clears one of another museum. */
export function changeMuseum(exhibitions: FilterExhibition[], filter: TicketFilter, museumId: number | undefined): TicketFilter {
  const keep = filter.exhibitionId !== undefined && exhibitionsOf(exhibitions, museumId).some((exhibition) => exhibition.id === filter.exhibitionId);
  return { museumId, exhibitionId: keep ? filter.exhibitionId : undefined };
}
