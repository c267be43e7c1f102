import { readCookie } from '../../../shared/lib/cookies.ts';

export interface Affiliate {
  id: number;
  campaign?: string;
}

/** ?at (programme token) and ?ac (campaign) of a referral link (requirements/frame-and-routing.md §2.1, requirements/frame-and-routing.md §4.2). */
export function referralOf(search: URLSearchParams): { at: string; ac?: string } | null {
  const at = search.get('at')?.trim();
  if (!at) return null;
  const ac = search.get('ac')?.trim();
  return ac ? { at, ac } : { at };
}

/** requirements/frame-and-routing.md §4.2: the affiliate is remembered in a cookie (24 hours by default). */
export function affiliateCookie(name: string, affiliate: Affiliate, hours: number): string {
  return `${name}=${encodeURIComponent(JSON.stringify(affiliate))}; Max-Age=${Math.round(hours * 3600)}; Path=/; SameSite=Lax`;
}

export function readAffiliate(name: string, cookies: string): Affiliate | null {
  const value = readCookie(name, cookies);
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<Affiliate>;
    if (typeof parsed.id !== 'number') return null;
    return parsed.campaign ? { id: parsed.id, campaign: String(parsed.campaign) } : { id: parsed.id };
  } catch {
    return null;
  }
}
