import type { UiSchema } from '@rjsf/utils';
import { accountsUiSchema } from '../../../schemas/accounts.ui.ts';
import { cartUiSchema } from '../../../schemas/cart.ui.ts';
import { catalogueUiSchema } from '../../../schemas/catalogue.ui.ts';
import { checkoutUiSchema } from '../../../schemas/checkout.ui.ts';
import { donationsUiSchema } from '../../../schemas/donations.ui.ts';
import { generalUiSchema } from '../../../schemas/general.ui.ts';
import { localeUiSchema } from '../../../schemas/locale.ui.ts';
import { menuUiSchema } from '../../../schemas/menu.ui.ts';
import { onePagerUiSchema } from '../../../schemas/one-pager.ui.ts';
import { startPageUiSchema } from '../../../schemas/start-page.ui.ts';
import { ticketsUiSchema } from '../../../schemas/tickets.ui.ts';
import { vipUiSchema } from '../../../schemas/vip.ui.ts';
import { waitingRoomUiSchema } from '../../../schemas/waiting-room.ui.ts';
import type { MessageKey } from '../../locales/de.ts';

export interface SettingsTab {
  id: string;
  label: MessageKey;
  /** Settings areas (root properties of the schema) edited together, with their uiSchemas. */
  areas: Record<string, UiSchema>;
}

/**
 * The settings grouped the way an operator thinks (issue 'Operator preview'), not by schema file:
 * a tab can hold several areas. The theme area has its own tab with the contrast check.
 */
export const SETTINGS_TABS: SettingsTab[] = [
  { id: 'start', label: 'tabs.start', areas: { startPage: startPageUiSchema, general: generalUiSchema } },
  { id: 'menus', label: 'tabs.menus', areas: { menu: menuUiSchema } },
  { id: 'tickets', label: 'tabs.tickets', areas: { tickets: ticketsUiSchema } },
  { id: 'catalogue', label: 'tabs.catalogue', areas: { catalogue: catalogueUiSchema } },
  { id: 'cart', label: 'tabs.cart', areas: { cart: cartUiSchema } },
  { id: 'donations', label: 'tabs.donations', areas: { donations: donationsUiSchema } },
  { id: 'checkout', label: 'tabs.checkout', areas: { checkout: checkoutUiSchema } },
  { id: 'accounts', label: 'tabs.accounts', areas: { accounts: accountsUiSchema } },
  { id: 'special', label: 'tabs.special', areas: { vip: vipUiSchema, onePager: onePagerUiSchema, waitingRoom: waitingRoomUiSchema } },
  { id: 'locale', label: 'tabs.locale', areas: { locale: localeUiSchema } },
];
