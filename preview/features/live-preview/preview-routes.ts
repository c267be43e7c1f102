import type { MessageKey } from '../../locales/de.ts';

/** Screens the route picker jumps to; each is a route of the shop's memory router. */
export const PREVIEW_ROUTES: { path: string; label: MessageKey }[] = [
  { path: '/start', label: 'route.start' },
  { path: '/tickets/time?group=timeSlot', label: 'route.tickets' },
  { path: '/cart', label: 'route.cart' },
  { path: '/checkout/user', label: 'route.checkout' },
  { path: '/user/account', label: 'route.account' },
  { path: '/exclusive/code', label: 'route.vip' },
  { path: '/onepager', label: 'route.onePager' },
  { path: '/page/agb', label: 'route.agb' },
  { path: '/page/impressum', label: 'route.impressum' },
];
