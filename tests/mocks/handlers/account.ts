import { http, HttpResponse } from 'msw';
import { api } from './api-url';

/** The access token a story's `session` parameter stores; the level follows from it. */
export const STORY_TOKENS = { guest: 'story-guest', user: 'story-user' } as const;

function storyCustomer(level: 10 | 20) {
  return {
    id: level, email: 'erika.musterfrau@example.org', name: 'Erika', surname: 'Musterfrau', salutation_id: 1, level,
    customer_type: '1', language_id: 1, price_target_audience_id: 1, date_of_birth: null, selected_address_id: null,
    newsletter_group_ids: [], confirmed: true, addresses: [],
  };
}

/** Customer token auth (devise-token-auth style) for stories: the token decides guest or user. */
export const accountHandlers = {
  default: () => [
    http.get(api('/auth/validate_token'), ({ request }) => {
      const token = request.headers.get('access-token');
      if (token === STORY_TOKENS.user) return HttpResponse.json({ success: true, data: storyCustomer(20) });
      if (token === STORY_TOKENS.guest) return HttpResponse.json({ success: true, data: storyCustomer(10) });
      return HttpResponse.json({ success: false, errors: ['Invalid login credentials'] }, { status: 401 });
    }),
    http.delete(api('/auth/sign_out'), () => HttpResponse.json({ success: true })),
  ],
};
