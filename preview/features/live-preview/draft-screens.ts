import { paths } from '../../../engine/app/paths.ts';
import { groupTarget } from '../../../engine/features/tickets/lib/group-params.ts';
import type { ShopSettings } from '../../../engine/settings/settings.gen.ts';
import type { RouteOption } from './route-options.ts';

/**
 * Screens that exist because of the draft: one per ticket group (where its tile leads, so each
 * group's time and capacity settings can be seen), one per combi group, and one per content page
 * with text in the shop's language.
 */
export function draftScreens(settings: Pick<ShopSettings, 'tickets'>, content: Record<string, string>): RouteOption[] {
  return [
    ...settings.tickets.groups.map((group): RouteOption => ({ path: groupTarget(group, {}), label: 'route.ticketGroup', values: { group: group.name } })),
    ...settings.tickets.combi.groups.map((group): RouteOption => ({ path: paths.ticketCombi.href(group), label: 'route.combiGroup', values: { group } })),
    ...Object.entries(content).flatMap(([page, html]): RouteOption[] => (html.trim() ? [{ path: paths.page.href(page), label: 'route.page', values: { page } }] : [])),
  ];
}
