import type { TicketGroup } from '../../../settings/settings.gen.ts';

/**
 * The list and filters screens sell day tickets without a chosen group; they borrow the time
 * options of the first configured group so capacity display rules stay the operator's.
 */
export function listGroupOf(groups: TicketGroup[], name: string | null): TicketGroup {
  const named = groups.find((group) => group.name === name);
  if (named) return { ...named, time: false };
  const base = groups[0]!;
  return { ...base, name: 'list', types: ['normal'], time: false, list_ids: [] };
}
