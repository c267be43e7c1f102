/**
 * Every screen's route pattern next to its link builder (house-style.md §9). Route states of the
 * original shop ('shop.museum' …) map onto these in start-state.ts. This module imports nothing,
 * which is why features may link through it although it sits in app/.
 */
const withQuery = (path: string, query?: Record<string, string | number | boolean | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
const enc = encodeURIComponent;
/** The tickets area's shared params (requirements/tickets.md §2.1 'Tickets area'). */
type TicketQuery = { group?: string; museum_id?: number; exhibition_id?: number; date?: string; time?: string; vip?: boolean; typeSelected?: string };

/** /checkout/failure params (requirements/checkout-and-orders.md §2.7); errors travel newline-joined in one parameter. */
export type FailureQuery = {
  orderId?: string; errors?: string[]; error_detailed?: string; paymentFailure?: boolean; unknown?: boolean;
  orderCanceled?: boolean; payment_error?: string; paymentError?: string;
};
/** The embedded payment screens' params (requirements/payment.md §2.1). */
type PaymentQuery = { orderId: string; amount: number; payment_mode?: number | null };
const failureHref = ({ errors, ...query }: FailureQuery = {}) =>
  withQuery('/checkout/failure', { ...query, errors: errors?.length ? errors.join('\n') : undefined });

/** Annual personalisation hands these through login and the address forms (requirements/accounts.md §2.1, requirements/accounts.md §2.2). */
type PersonalizationQuery = { orderToken?: string; ticketSaleId?: string | number; personalizationId?: string | number };
type LoginQuery = PersonalizationQuery & { redirectState?: string; id?: string | number };

export const paths = {
  root: { path: '/', href: () => '/' },
  start: { path: '/start', href: () => '/start' },
  museums: { path: '/museums', href: () => '/museums' },
  museum: { path: '/museum/:id', href: (id: number | string) => `/museum/${enc(id)}` },
  exhibitions: { path: '/exhibitions', href: (museumId?: number) => withQuery('/exhibitions', { museum_id: museumId }) },
  exhibition: { path: '/exhibition/:id', href: (id: number | string) => `/exhibition/${enc(id)}` },
  search: { path: '/search/:q', href: (q: string) => `/search/${enc(q)}` },
  page: { path: '/page/:id', href: (id: string, namespace?: string) => withQuery(`/page/${enc(id)}`, { namespace }) },
  maintenance: { path: '/maintenance', href: () => '/maintenance' },
  cart: { path: '/cart', href: () => '/cart' },
  // Accounts (requirements/accounts.md §2.1, requirements/accounts.md §2.2).
  login: { path: '/user/login', href: (query?: LoginQuery) => withQuery('/user/login', query) },
  registration: { path: '/user/registration', href: () => '/user/registration' },
  confirmation: { path: '/user/confirmation', href: () => '/user/confirmation' },
  confirmationSuccess: { path: '/user/confirmation-success', href: (token?: string) => withQuery('/user/confirmation-success', { confirmation_token: token }) },
  passwordReset: { path: '/user/password-reset', href: (query?: { email?: string; reset_password_token?: string }) => withQuery('/user/password-reset', query) },
  passwordSuccess: { path: '/user/password-success', href: () => '/user/password-success' },
  account: { path: '/user/account', href: () => '/user/account' },
  orders: { path: '/user/orders', href: (page?: number) => withQuery('/user/orders', { page: page && page > 1 ? page : undefined }) },
  profile: { path: '/user/profile', href: () => '/user/profile' },
  addresses: { path: '/user/addresses', href: (select?: boolean) => withQuery('/user/addresses', { select: select || undefined }) },
  addressNew: { path: '/user/addresses/new', href: (query?: PersonalizationQuery) => withQuery('/user/addresses/new', query) },
  addressEdit: { path: '/user/addresses/:id', href: (id: number, query?: PersonalizationQuery) => withQuery(`/user/addresses/${id}`, query) },
  annualPersonalization: { path: '/annual/personalisation/:token', href: (token: string) => `/annual/personalisation/${enc(token)}` },
  annualPersonalizationDetail: {
    path: '/annual/personalisation/:token/:ticketSaleId/:personalizationId',
    href: (token: string, ticketSaleId: number | string, personalizationId: number | string) => `/annual/personalisation/${enc(token)}/${enc(ticketSaleId)}/${enc(personalizationId)}`,
  },
  // Cart, checkout and payment (requirements/cart.md §2.1, requirements/checkout-and-orders.md §2, requirements/payment.md §2.1).
  donations: { path: '/donations', href: () => '/donations' },
  checkoutUser: { path: '/checkout/user', href: () => '/checkout/user' },
  guest: { path: '/user/guest', href: () => '/user/guest' },
  checkoutShippingAddress: { path: '/checkout/shipping-address', href: () => '/checkout/shipping-address' },
  checkoutProcess: { path: '/checkout/process', href: (method?: 'express' | 'instant') => withQuery('/checkout/process', { method }) },
  checkoutPending: { path: '/checkout/pending', href: (orderId?: string) => withQuery('/checkout/pending', { orderId }) },
  checkoutSuccess: { path: '/checkout/success', href: (orderId?: string) => withQuery('/checkout/success', { orderId }) },
  checkoutStillPending: { path: '/checkout/still_pending', href: (orderId?: string) => withQuery('/checkout/still_pending', { orderId }) },
  checkoutFailure: { path: '/checkout/failure', href: failureHref },
  paymentIframe: { path: '/payment/iframe', href: (query: PaymentQuery) => withQuery('/payment/iframe', { ...query, payment_mode: query.payment_mode ?? undefined }) },
  paymentSandbox: { path: '/payment/sandbox', href: (query: PaymentQuery) => withQuery('/payment/sandbox', { ...query, payment_mode: query.payment_mode ?? undefined }) },
  // Areas of later issues; the header already links to them.
  events: { path: '/products/events', href: () => '/products/events' },
  eventDates: { path: '/events/dates', href: (query?: { start?: string; end?: string; event_ids?: string }) => withQuery('/events/dates', query) },
  event: { path: '/event/:id', href: (id: number | string) => `/event/${enc(id)}` },
  tours: { path: '/products/tours', href: () => '/products/tours' },
  tour: { path: '/product/tour/:id', href: (id: number | string) => `/product/tour/${enc(id)}` },
  merchandiseList: { path: '/merchandise/list', href: () => '/merchandise/list' },
  merchandise: { path: '/merchandise/detail/:id', href: (id: number | string) => `/merchandise/detail/${enc(id)}` },
  tickets: { path: '/tickets/groups', href: (query?: TicketQuery) => withQuery('/tickets/groups', query) },
  annualTickets: { path: '/tickets/annual', href: () => '/tickets/annual' },
  ticketTime: { path: '/tickets/time', href: (query?: TicketQuery) => withQuery('/tickets/time', query) },
  // Issue 18: the day planner after an entry slot (group, museum_id, date, time as on the time selection).
  dayPlan: { path: '/tickets/plan', href: (query?: TicketQuery) => withQuery('/tickets/plan', query) },
  ticketTypes: { path: '/tickets/types', href: (query?: TicketQuery) => withQuery('/tickets/types', query) },
  ticketList: { path: '/tickets/list', href: (query?: TicketQuery) => withQuery('/tickets/list', query) },
  ticketFilters: { path: '/tickets/filters', href: (query?: TicketQuery) => withQuery('/tickets/filters', query) },
  ticketPersonalization: { path: '/tickets/personalization', href: (itemIndex?: number) => withQuery('/tickets/personalization', { itemIndex }) },
  /** Issue 18: the party calculator. */
  ticketParty: { path: '/tickets/party', href: (query?: TicketQuery) => withQuery('/tickets/party', query) },
  ticketCombi: { path: '/tickets/combi', href: (group?: string) => withQuery('/tickets/combi', { group }) },
  coupons: { path: '/coupons', href: () => '/coupons' },
  onePager: { path: '/onepager', href: () => '/onepager' },
  vip: { path: '/exclusive/code', href: () => '/exclusive/code' },
  vipRegister: { path: '/exclusive/register', href: () => '/exclusive/register' },
  vipLogout: { path: '/exclusive/logout', href: () => '/exclusive/logout' },
  // requirements/tickets.md §2.2 'Booking process': an abstract state, kept only as a redirect into /tickets.
  booking: { path: '/shop/*', href: (query?: TicketQuery) => withQuery('/shop', query) },
  sitemap: { path: '/sitemap', href: () => '/sitemap' },
  waitingRoom: { path: '/waiting-room', href: (debug?: boolean) => withQuery('/waiting-room', { debug: debug ? 'true' : undefined }) },
} as const;

export { withQuery };
