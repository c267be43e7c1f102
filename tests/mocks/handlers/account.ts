import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Customer, CustomerAddress } from '../../../engine/features/account/api/account.api';
import type { Order } from '../../../engine/features/account/api/customer.api';
import {
  buildCustomer, buildInstitutionAddress, buildAddress, countriesJson, manyOrders, newsletterGroupsJson, ordersInEveryStatus, salutationsJson,
} from '../fixtures/account';
import { api } from '../api-url';

/** The access token a story's `session` parameter stores; the level follows from it. */
export const STORY_TOKENS = { guest: 'story-guest', user: 'story-user' } as const;

/** The server's messages (server/src/features/account/messages.ts, rate-limit.ts), so stories show real texts. */
export const SERVER_MESSAGES = {
  globalErrors: 'Please correct the errors below.',
  loginFailed: 'The login information entered is incorrect. Please try again.',
  emailTaken: 'The email has already been taken.',
  resetTokenInvalid: 'The password reset link is invalid or has expired.',
  confirmationInvalid: 'The confirmation link is invalid or was already used.',
  tooMany: 'Too many attempts. Please try again later.',
  passwordTooShort: 'The password is too short (minimum is 8 characters).',
} as const;

/** devise-token-auth answers hand out fresh credentials in headers (requirements/accounts.md §7.1). */
const signedInHeaders = (token: string) => ({ 'access-token': token, client: 'story', uid: 'erika.musterfrau@example.org', expiry: '0' });

const fail = (status: number, error: string, errors: Record<string, string[]> = {}) => HttpResponse.json({ error, errors }, { status });

function page(orders: Order[], url: URL) {
  const perPage = Number(url.searchParams.get('per_page')) || 5;
  const current = Number(url.searchParams.get('page')) || 1;
  return { orders: orders.slice((current - 1) * perPage, current * perPage), meta: { total_count: orders.length } };
}

export interface AccountScenario {
  /** The registered customer behind STORY_TOKENS.user (default buildCustomer()). */
  customer?: Customer;
  orders?: Order[];
}

function scenario({ customer: initial = buildCustomer(), orders = ordersInEveryStatus() }: AccountScenario = {}): RequestHandler[] {
  const addresses: CustomerAddress[] = initial.addresses;
  // Like the server, the selected address outlives the request (validate_token reloads after select_address).
  let customer = initial;
  return [
    http.get(api('/auth/validate_token'), ({ request }) => {
      const token = request.headers.get('access-token');
      if (token === STORY_TOKENS.user) return HttpResponse.json({ success: true, data: customer });
      if (token === STORY_TOKENS.guest) return HttpResponse.json({ success: true, data: { ...customer, level: 10, addresses: [], selected_address_id: null } });
      return HttpResponse.json({ success: false, errors: ['Invalid login credentials'] }, { status: 401 });
    }),
    http.delete(api('/auth/sign_out'), () => HttpResponse.json({ success: true })),
    http.post(api('/auth/sign_in'), () => HttpResponse.json({ data: customer }, { headers: signedInHeaders(STORY_TOKENS.user) })),
    http.post(api('/auth'), async ({ request }) => {
      const body = (await request.json()) as { level?: number };
      const level = body.level === 10 ? 10 : 20;
      return HttpResponse.json({ status: 'success', data: { ...customer, level, confirmed: false } }, { headers: signedInHeaders(level === 10 ? STORY_TOKENS.guest : STORY_TOKENS.user) });
    }),
    http.put(api('/auth'), () => HttpResponse.json({ status: 'success', data: customer })),
    http.post(api('/auth/password'), () => HttpResponse.json({ success: true, message: 'sent' })),
    http.put(api('/auth/password'), () => HttpResponse.json({ success: true, message: 'done' })),
    http.get(api('/auth/confirmation'), () => HttpResponse.json({ success: true })),
    http.get(api('/customer_salutations'), () => HttpResponse.json({ customer_salutations: salutationsJson() })),
    http.get(api('/countries'), () => HttpResponse.json({ countries: countriesJson(), meta: { total_count: 3 } })),
    http.get(api('/newsletter_subscriber_groups'), () => HttpResponse.json({ newsletter_subscriber_groups: newsletterGroupsJson() })),
    http.get(api('/customer/orders'), ({ request }) => HttpResponse.json(page(orders, new URL(request.url)))),
    http.get(api('/customer/customer_addresses'), () => HttpResponse.json({ customer_addresses: addresses })),
    http.post(api('/customer/select_address'), async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      customer = { ...customer, selected_address_id: id };
      return HttpResponse.json({ data: customer });
    }),
    http.post(api('/customer/customer_addresses'), () => HttpResponse.json({ customer_adress: buildAddress({ id: 99 }) }, { status: 201 })),
    http.put(api('/customer/customer_addresses/:id'), ({ params }) => HttpResponse.json({ customer_adress: buildAddress({ id: Number(params.id) }) })),
    http.delete(api('/customer/customer_addresses/:id'), () => new HttpResponse(null, { status: 204 })),
  ];
}

/**
 * Customer token auth (devise-token-auth style) and the account endpoints for stories: the token
 * decides guest or user. `default()` answers like the seeded server; the named scenarios go in
 * front of it with msw.use() and change one answer each.
 */
export const accountHandlers = {
  default: (options: AccountScenario = {}) => scenario(options),
  signInFails: () => [http.post(api('/auth/sign_in'), () => fail(401, SERVER_MESSAGES.loginFailed))],
  /** 422 with per-field messages (requirements/accounts.md §5.1: shown under the field). */
  registrationErrors: (errors: Record<string, string[]> = { email: [SERVER_MESSAGES.emailTaken] }) => [
    http.post(api('/auth'), () => fail(422, SERVER_MESSAGES.globalErrors, errors)),
  ],
  emptyOrders: () => [http.get(api('/customer/orders'), () => HttpResponse.json({ orders: [], meta: { total_count: 0 } }))],
  loadingOrders: () => [http.get(api('/customer/orders'), async () => {
    await delay('infinite');
    return HttpResponse.json({ orders: [], meta: { total_count: 0 } });
  })],
  /** Exactly these orders (e.g. a go~mus server's lowercase item types, requirements/checkout-and-orders.md §3.4). */
  orderList: (list: Order[]) => [http.get(api('/customer/orders'), ({ request }) => HttpResponse.json(page(list, new URL(request.url))))],
  /** 12 orders: three pages of five. */
  orders: (count = 12) => {
    const list = manyOrders(count);
    return [http.get(api('/customer/orders'), ({ request }) => HttpResponse.json(page(list, new URL(request.url))))];
  },
  /** A home address and an institution address (collective invoice, audience 3, requirements/accounts.md §6.3). */
  addresses: (selected: 'home' | 'institution' = 'home') => {
    const list = [buildAddress(), buildInstitutionAddress()];
    return scenario({ customer: buildCustomer({ addresses: list, selected_address_id: selected === 'home' ? 11 : 12 }) });
  },
  resetRequested: (onRequest?: (email: string) => void) => [http.post(api('/auth/password'), async ({ request }) => {
    onRequest?.(((await request.json()) as { email: string }).email);
    return HttpResponse.json({ success: true, message: 'sent' });
  })],
  /** The server's answer to an expired or used reset link: the error sits on a field the form lacks. */
  resetFails: () => [http.put(api('/auth/password'), () => fail(422, SERVER_MESSAGES.globalErrors, { reset_password_token: [SERVER_MESSAGES.resetTokenInvalid] }))],
  /** The new password is refused on its own field (server rule: too short). */
  resetPasswordRefused: () => [http.put(api('/auth/password'), () => fail(422, SERVER_MESSAGES.globalErrors, { password: [SERVER_MESSAGES.passwordTooShort] }))],
  confirmationOk: () => [http.get(api('/auth/confirmation'), () => HttpResponse.json({ success: true }))],
  confirmationFails: () => [http.get(api('/auth/confirmation'), () => fail(422, SERVER_MESSAGES.confirmationInvalid))],
  /** server/src/features/account/rate-limit.store.ts: 429 on sign-in and the reset request. */
  rateLimited: () => [
    http.post(api('/auth/sign_in'), () => fail(429, SERVER_MESSAGES.tooMany)),
    http.post(api('/auth/password'), () => fail(429, SERVER_MESSAGES.tooMany)),
  ],
};
