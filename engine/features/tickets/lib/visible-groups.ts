import type { TicketGroup } from '../../../settings/settings.gen.ts';

/**
 * requirements/tickets.md §2.3 shop.tickets.groups: tiles of groups with show=true, ordered by order, and only when the
 * group has a translated title or description.
 */
export function visibleGroups(groups: TicketGroup[], hasText: (name: string) => boolean): TicketGroup[] {
  return groups.filter((group) => group.show && hasText(group.name)).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));
}

/** requirements/tickets.md §2: with only one group shown, it is selected automatically. */
export function autoSelectedGroup(groups: TicketGroup[]): TicketGroup | undefined {
  return groups.length === 1 ? groups[0] : undefined;
}
