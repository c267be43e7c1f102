import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta } from '../../../shared/api/page.ts';

export type TicketType = 'normal' | 'time_slot' | 'annual';

/** GET /tickets and /tickets/{id} (requirements/api.md §4.1, requirements/api.md §4.2, requirements/tickets.md §3.1 Ticket). */
export interface Ticket {
  id: number;
  title: string | null;
  sub_title: string | null;
  description: string | null;
  ticket_type: TicketType;
  bookable: boolean;
  museum_ids: number[];
  exhibition_ids: number[];
  quota_ids: number[];
  price_cents: number;
  discount: number;
  vat_pct: number;
  tax_included: boolean;
  first_entry: number;
  last_entry: number;
  entry_duration: number | null;
  min_persons: number;
  max_persons: number;
  personalizeable: boolean;
  attendees: string | null;
  free_timing: boolean;
  is_mantle: boolean;
  /** sub-ticket id → places per unit */
  sub_tickets: Record<string, number>;
  sub_ticket_ids: number[];
  is_sub_ticket: boolean;
  /** 'YYYY-MM-DD' or ISO start time → price_cents */
  dynamic_prices: Record<string, number>;
  shipped_with_merchandise_id: number | null;
  content?: Record<string, string>;
  /** Who one unit admits, slot by slot (issue 18, not in go~mus: absent or null there). */
  party_rules?: PartyRuleJson[] | null;
}

/** One slot of a ticket unit: 'adult' takes anyone, 'reduced' reduced adults and children, 'child' children (server ticket-json.ts). */
export interface PartyRuleJson {
  kind: 'adult' | 'reduced' | 'child';
  min: number;
  max: number;
  min_age?: number;
  max_age?: number;
}

export interface TicketListParams {
  valid_at?: string;
  by_ticket_types?: string[];
  by_museum_ids?: number[];
  by_exhibition_ids?: number[];
  by_ticket_ids?: number[];
  by_free_timing?: boolean;
  by_bookable?: boolean;
  list_ids?: string;
  by_price_target_audience_id?: number;
  with_current_or_future_validities?: boolean;
  /** The signed-in user's selected address: its audience's special-price tickets join the list (requirements/accounts.md §6.3). */
  billing_address_id?: number;
}

/** Free and total places per slot of one quota (requirements/api.md §4.4). */
export interface QuotaCapacity {
  tickets: number[];
  capacities: Record<string, number>;
  /** Absent in older go~mus answers (the docs' capacities example has none): totals are then unknown. */
  total_capacities?: Record<string, number>;
}
export type CapacitiesResponse = Record<string, QuotaCapacity>;

export interface CalendarParams {
  by_ticket_types?: string[];
  by_museum_ids?: number[];
  by_exhibition_ids?: number[];
  by_ticket_ids?: number[];
  list_ids?: string;
  start_at: string;
  end_at: string;
  reservations?: string[];
  by_price_target_audience_id?: number;
}

export interface TicketGroupJson {
  id: number;
  name: string;
  title: string | null;
  ticket_ids: number[];
}

export interface Reservation {
  token: string;
  quantity: number;
  ticket_id: number;
  start_at: string;
  valid_until: string;
}

/** requirements/tickets.md §7: full lists ask for up to 1000 rows. */
const FULL_LIST = 1000;

export async function getTickets(api: ApiConfig, locale: string, params: TicketListParams, signal?: AbortSignal) {
  return apiRequest<{ tickets: Ticket[]; meta?: PageMeta }>(api, '/tickets', { locale, signal, params: { per_page: FULL_LIST, ...params } });
}

export async function getTicketGroups(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ ticket_groups: TicketGroupJson[] }>(api, '/tickets/groups', { locale, signal })).ticket_groups;
}

/** depth=any: day → bookable (requirements/api.md §4.5, at most 31 days). */
export async function getTicketCalendar(api: ApiConfig, locale: string, params: CalendarParams, signal?: AbortSignal) {
  return (await apiRequest<{ data: Record<string, boolean> }>(api, '/tickets/calendar', { locale, signal, params: { ...params } })).data;
}

/** Days without any bookable ticket, up to 92 days (server/src/features/tickets/empty-days.routes.ts). */
export async function getTicketEmptyDays(api: ApiConfig, locale: string, params: CalendarParams, signal?: AbortSignal) {
  return (await apiRequest<{ data: string[] }>(api, '/tickets/empty_days', { locale, signal, params: { ...params } })).data;
}

/** requirements/tickets.md §7: POST with a JSON body; never called without ids. */
export async function postTicketCapacities(
  api: ApiConfig, locale: string, body: { ticket_ids: number[]; date: string; reservations?: string[] }, signal?: AbortSignal,
) {
  return (await apiRequest<{ data: CapacitiesResponse }>(api, '/tickets/capacities', { locale, signal, method: 'POST', body })).data;
}

/** One start of a ticket on a day (server/src/features/tickets/start-times.routes.ts); sub-tickets too. */
export interface StartTime {
  start_time: string;
  capacity: number;
  total_capacity: number;
}

/** GET /tickets/{id}/start_times: sellable starts ascending, sold-out ones with capacity 0. */
export async function getTicketStartTimes(
  api: ApiConfig, locale: string, id: number, params: { date: string; reservations?: string[] }, signal?: AbortSignal,
) {
  return (await apiRequest<{ data: StartTime[] }>(api, `/tickets/${id}/start_times`, { locale, signal, params: { ...params } })).data;
}

export async function getTicketContent(api: ApiConfig, locale: string, ticketIds: number[], signal?: AbortSignal) {
  return (await apiRequest<{ data: { id: number; content: Record<string, string> }[] }>(api, '/tickets/content', { locale, signal, params: { ticket_ids: ticketIds } })).data;
}

/** A 5-minute hold (requirements/api.md §5.1); mantle tickets are refused by the server. */
export async function createReservation(api: ApiConfig, locale: string, input: { ticket_id: number; quantity: number; start_at: string }) {
  return (await apiRequest<{ reservation: Reservation }>(api, '/tickets/reservations', { locale, method: 'POST', body: { reservation: input } })).reservation;
}

export async function deleteReservation(api: ApiConfig, locale: string, token: string) {
  await apiRequest<null>(api, `/tickets/reservations/${encodeURIComponent(token)}`, { locale, method: 'DELETE' });
}

/** One slot of GET /tickets/forecast (issue 18, server/src/features/forecast/forecast.schemas.ts). */
export interface SlotForecast {
  start_time: string;
  capacity: number;
  booked: number;
  expected: number;
  fullness: number;
  level: 'quiet' | 'medium' | 'busy';
  /** start times of quieter slots nearby */
  alternatives: string[];
}

/** Expected fullness per slot of a day; only servers of this project answer it (settings tickets.crowdForecast). */
export async function getTicketForecast(api: ApiConfig, locale: string, params: { date: string; museum_id?: number }, signal?: AbortSignal) {
  return (await apiRequest<{ data: { slots: SlotForecast[] } }>(api, '/tickets/forecast', { locale, signal, params: { ...params } })).data.slots;
}
