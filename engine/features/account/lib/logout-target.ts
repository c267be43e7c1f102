import { paths } from '../../../app/paths.ts';

/**
 * requirements/frame-and-routing.md §2.2: 'Logout on a VIP page goes to shop.vip.register; elsewhere it goes to the start
 * state.' The root path resolves the configured start page (app/start-redirect.ts).
 */
export function logoutTarget(pathname: string): string {
  return pathname.startsWith('/exclusive/') ? paths.vipRegister.href() : paths.root.href();
}
