import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useSession } from '../../account/api/account.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { vipTarget, type VipScreen, type VipTarget } from '../lib/vip-gate.ts';

const hrefOf: Record<VipTarget, () => string> = {
  start: () => paths.root.href(),
  tickets: () => paths.ticketFilters.href({ vip: true }),
  register: () => paths.vipRegister.href(),
  code: () => paths.vip.href(),
  logout: () => paths.vipLogout.href(),
};

/**
 * Renders a VIP screen only for the visitor it is meant for (requirements/annual-and-vip.md §4.2 'VIP flow'); the
 * validated session decides, so a redeemed code moves the visitor on as soon as it refetches.
 */
export function VipGate({ screen, children }: { screen: VipScreen; children: ReactNode }) {
  const shop = useShop();
  const session = useSession();
  if (session.isPending) return <Loading />;
  const visitor = { status: session.status, audienceId: session.customer?.price_target_audience_id ?? null };
  const target = vipTarget(screen, visitor, shop.settings.vip.enabled, shop.config.defaults?.price_target_audience_id ?? 1);
  return target ? <Navigate to={hrefOf[target]()} replace /> : children;
}
