export type HeaderArea = 'shop' | 'vip' | 'vipLogout';

export interface HeaderLinkInput {
  status: 'anonymous' | 'guest' | 'user';
  area: HeaderArea;
  /** Registration allowed by the shop config (requirements/frame-and-routing.md §6.1 'if configured'). */
  registration: boolean;
}

export interface HeaderLinks { login: boolean; register: boolean; account: boolean; logout: boolean }

/** Which VIP area a path belongs to: /exclusive/logout keeps the logout link, the rest of /exclusive hides it. */
export function headerAreaOf(pathname: string): HeaderArea {
  if (pathname.startsWith('/exclusive/logout')) return 'vipLogout';
  return pathname.startsWith('/exclusive/') ? 'vip' : 'shop';
}

/** requirements/frame-and-routing.md §6.1 'Header visibility', one rule per link. */
export function headerLinks({ status, area, registration }: HeaderLinkInput): HeaderLinks {
  const outsideVip = area === 'shop';
  return {
    login: status === 'anonymous' && outsideVip,
    register: status === 'anonymous' && outsideVip && registration,
    account: status === 'user' && outsideVip,
    logout: status !== 'anonymous' && (outsideVip || area === 'vipLogout'),
  };
}

export interface VipMenuInput {
  area: HeaderArea;
  /** The signed-in customer's price_target_audience_id (null when nobody is signed in). */
  audienceId: number | null;
  defaultAudience: number;
  successPage: boolean;
}

/**
 * requirements/frame-and-routing.md §6.1: the VIP ticket-selection link (the menu's VIP entry, when enabled) shows for a
 * customer whose audience differs from the shop default, outside the VIP area, not on success.
 */
export function showVipMenu({ area, audienceId, defaultAudience, successPage }: VipMenuInput): boolean {
  return audienceId !== null && audienceId !== defaultAudience && area === 'shop' && !successPage;
}
