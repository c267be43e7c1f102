export type VipScreen = 'register' | 'code' | 'logout';
export type VipTarget = 'start' | 'tickets' | VipScreen;

export interface VipVisitor {
  status: 'anonymous' | 'guest' | 'user';
  /** The customer's price_target_audience_id; null when anonymous or unset. */
  audienceId: number | null;
}

/**
 * Where a VIP screen sends its visitor (requirements/annual-and-vip.md §4.2 'VIP flow'), or null to stay:
 * disabled area → start; a signed-in customer whose audience differs from the shop default
 * already holds a code → the VIP tickets; a guest with the default audience redeems a code;
 * anyone else signed in (a registered account) must log out first; nobody signed in registers
 * as a guest first. The logout screen is always shown.
 */
export function vipTarget(screen: VipScreen, visitor: VipVisitor, enabled: boolean, defaultAudience: number): VipTarget | null {
  if (!enabled) return 'start';
  if (screen === 'logout') return null;
  if (visitor.status === 'anonymous') return screen === 'register' ? null : 'register';
  if (visitor.audienceId !== null && visitor.audienceId !== defaultAudience) return 'tickets';
  if (visitor.status === 'guest') return screen === 'code' ? null : 'code';
  return 'logout';
}
