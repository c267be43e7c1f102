import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** A 5-minute hold (requirements/api.md §5.1); its token travels with the cart item. */
export interface OnePagerHold {
  token: string;
  valid_until: string;
}

/**
 * POST /tickets/reservations. Declared here because features reach the tickets feature only through
 * its queries module (house-style.md §2); the request is the same the ticket screens send.
 */
export async function holdTickets(api: ApiConfig, locale: string, input: { ticket_id: number; quantity: number; start_at: string }) {
  return (await apiRequest<{ reservation: OnePagerHold }>(api, '/tickets/reservations', { locale, method: 'POST', body: { reservation: input } })).reservation;
}

/** DELETE /tickets/reservations/{token}: releases the holds of a checkout that failed half-way. */
export async function releaseHold(api: ApiConfig, locale: string, token: string) {
  await apiRequest<null>(api, `/tickets/reservations/${encodeURIComponent(token)}`, { locale, method: 'DELETE' });
}
