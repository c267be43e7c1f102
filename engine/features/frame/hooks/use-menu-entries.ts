import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useSession } from '../../account/api/account.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { frameQueries } from '../api/frame.queries.ts';
import { headerAreaOf, showVipMenu } from '../lib/header-links.ts';
import { menuEntries, menuOptions, type MenuEntry } from '../lib/menu-entries.ts';

/** Menu entries of the shop; the museum dropdown's own query tells whether there is a museum group, the session whether VIP shows. */
export function useMenuEntries() {
  const shop = useShop();
  const scope = useQueryScope();
  const museums = useQuery({ ...frameQueries.menu(scope, 'museums', shop.pageSizes.museums), enabled: shop.menuItems.museums });
  const { pathname } = useLocation();
  const { customer } = useSession();
  const vipAllowed = showVipMenu({
    area: headerAreaOf(pathname), audienceId: customer?.price_target_audience_id ?? null,
    defaultAudience: shop.config.defaults?.price_target_audience_id ?? 1, successPage: pathname.startsWith(paths.checkoutSuccess.path),
  });
  return menuEntries(shop, museums.data?.total, vipAllowed, menuOptions(shop.settings));
}

/**
 * An entry's label: the operator's key of a split entry (shown as is when untranslated, so the gap
 * is visible), a combi group's own label or the generic combi one, else nav.{kind}.
 */
export function useMenuLabel() {
  const { t, i18n } = useTranslation('frame');
  // exists() first: the shop's missing-key handler blanks a missing key even when a default is given.
  const known = (key: string) => i18n.exists(key, { ns: 'frame' });
  return (entry: MenuEntry): string => {
    if (entry.titleKey) return known(entry.titleKey) ? t(entry.titleKey) : entry.titleKey;
    if (entry.group) return known(`nav.combiGroups.${entry.group}`) ? t(`nav.combiGroups.${entry.group}`) : t('nav.combi', { group: entry.group });
    return t(`nav.${entry.kind}`);
  };
}
