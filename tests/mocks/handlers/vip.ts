import { http, HttpResponse, type RequestHandler } from 'msw';
import { buildCustomer } from '../fixtures/account';
import { STORY_TOKENS } from './account';
import { api } from '../api-url';

/** The code the VIP stories redeem; server/src/db/seed/vip-codes.ts seeds the real one. */
export const STORY_VIP_CODE = 'VIP-STORY-2026';
const VIP_AUDIENCE = 2;

/**
 * The VIP code round trip (POST /customer/token/{code}): a guest with the default audience until
 * the right code is redeemed, then validate_token answers with the VIP audience, as the server does.
 */
function codeRoundTrip(): RequestHandler[] {
  let audience = 1;
  const guest = () => ({ ...buildCustomer({ price_target_audience_id: audience }), level: 10, addresses: [], selected_address_id: null });
  return [
    http.get(api('/auth/validate_token'), ({ request }) => (request.headers.get('access-token') === STORY_TOKENS.guest
      ? HttpResponse.json({ success: true, data: guest() })
      : HttpResponse.json({ success: false, errors: ['Invalid login credentials'] }, { status: 401 }))),
    http.post(api('/customer/token/:token'), ({ params }) => {
      if (String(params.token).toUpperCase() !== STORY_VIP_CODE) {
        return HttpResponse.json({ error: 'The code is not valid.', errors: { token: ['The code is not valid.'] } }, { status: 422 });
      }
      audience = VIP_AUDIENCE;
      return HttpResponse.json({ data: guest() });
    }),
  ];
}

/** Default plus named scenarios (house-style.md §14). */
export const vipHandlers = {
  default: codeRoundTrip,
  /** A guest who already redeemed a code (audience 2). */
  redeemed: (): RequestHandler[] => [
    http.get(api('/auth/validate_token'), () => HttpResponse.json({ success: true, data: { ...buildCustomer({ price_target_audience_id: VIP_AUDIENCE }), level: 10, addresses: [], selected_address_id: null } })),
  ],
};
