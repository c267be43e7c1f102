import { http, HttpResponse, type RequestHandler } from 'msw';

/** The v3 referral calls (server/src/features/affiliate): PARTNER is an active programme with id 7. */
function scenario(onTrack?: (campaign: string | null) => void): RequestHandler[] {
  return [
    http.post('*/api/v3/affiliates/referrals/:at/check_affiliate_program', ({ params }) => (params.at === 'PARTNER'
      ? HttpResponse.json({ affiliate_program: { id: 7 } })
      : HttpResponse.json({ error: 'Affiliate program not found', errors: {} }, { status: 404 }))),
    http.post('*/api/v3/affiliates/referrals/:at/track_affiliate_program', ({ request }) => {
      onTrack?.(new URL(request.url).searchParams.get('ac'));
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** Default scenario (house-style.md §14); `onTrack` sees every tracking call. */
export const affiliateHandlers = { default: scenario };

/** Stories share one browser: the previous story's affiliate cookie must not leak into the next. */
export function clearAffiliateCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name.endsWith('affiliate')) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
