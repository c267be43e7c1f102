import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { createReservation, deleteReservation, type Reservation } from './tickets.api.ts';

export interface HoldRequest {
  ticket_id: number;
  quantity: number;
  start_at: string;
}

/**
 * Holds every request, one after another (requirements/api.md §5.1). If one fails, the holds already taken
 * are released again so a failed add leaves no stray reservations, and the error is rethrown.
 */
export async function holdAll(api: ApiConfig, locale: string, requests: (HoldRequest | null)[]): Promise<(Reservation | null)[]> {
  const taken: (Reservation | null)[] = [];
  try {
    for (const request of requests) taken.push(request ? await createReservation(api, locale, request) : null);
    return taken;
  } catch (error) {
    await Promise.allSettled(taken.flatMap((hold) => (hold ? [deleteReservation(api, locale, hold.token)] : [])));
    throw error;
  }
}
