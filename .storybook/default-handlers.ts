import type { RequestHandler } from 'msw';
import { accountHandlers } from '../tests/mocks/handlers/account.ts';
import { annualHandlers } from '../tests/mocks/handlers/annual.ts';
import { catalogueHandlers } from '../tests/mocks/handlers/catalogue.ts';
import { eventsHandlers } from '../tests/mocks/handlers/events.ts';
import { shopHandlers } from '../tests/mocks/handlers/shop.ts';
import { strictHandlers } from '../tests/mocks/strict-handlers.ts';
import { ticketsHandlers } from '../tests/mocks/handlers/tickets.ts';
import { toursHandlers } from '../tests/mocks/handlers/tours.ts';
import type { ShopStoryParameters } from './shop-parameters.ts';

/**
 * What every story starts with: the bootstrap built from `parameters.shop` (with the toolbar's colour
 * scheme) and the catalogue lists, then the catch-all that fails stories calling unmocked endpoints.
 * Stories override with their own `beforeEach({ msw })`, whose handlers go in front of these.
 */
export function defaultHandlers({ shop = {}, theme }: ShopStoryParameters, toolbarTheme: unknown): RequestHandler[] {
  const colorScheme = theme ?? (toolbarTheme === 'dark' ? 'dark' : undefined);
  const settings = colorScheme ? withColorScheme(shop.settings ?? {}, colorScheme) : shop.settings;
  return [shopHandlers.default({ ...shop, ...(settings ? { settings } : {}) }), ...catalogueHandlers.default(), ...ticketsHandlers.default(), ...toursHandlers.default(), ...eventsHandlers.default(), ...accountHandlers.default(), ...annualHandlers.default(), strictHandlers.catchAll()];
}

function withColorScheme(settings: Record<string, unknown>, colorScheme: string): Record<string, unknown> {
  const theme = (settings.theme ?? {}) as Record<string, unknown>;
  return { ...settings, theme: { ...theme, colorScheme } };
}
