import { describe, expect, it } from 'vitest';
import { demandsOf, quotaPlaces, ticketPlaces, type CapacityTicket, type QuotaLookup } from './capacity';

const places: Record<number, { free: number; total: number }> = { 1: { free: 8, total: 10 }, 2: { free: 3, total: 5 }, 3: { free: 7, total: 10 } };
const lookup: QuotaLookup = (quotaId) => places[quotaId] ?? { free: 0, total: 0 };
const ticket = (overrides: Partial<CapacityTicket>): CapacityTicket => ({ id: 1, quota_ids: [], max_persons: 100, is_mantle: false, sub_tickets: {}, ...overrides });

describe('capacity rules', () => {
  it('uses an override instead of the quota size and never goes below zero', () => {
    expect(quotaPlaces(10, undefined, 4)).toEqual({ free: 6, total: 10 });
    expect(quotaPlaces(10, 2, 4)).toEqual({ free: 0, total: 2 });
  });

  it('takes the minimum over all quotas, and max_persons without any', () => {
    expect(ticketPlaces(ticket({ quota_ids: [1, 2] }), 0, lookup)).toEqual({ free: 3, total: 5 });
    expect(ticketPlaces(ticket({ max_persons: 4 }), 0, lookup)).toEqual({ free: 4, total: 4 });
  });

  it('divides sub-ticket quotas by the places a mantle unit needs', () => {
    const subs = new Map([[10, ticket({ id: 10, quota_ids: [1] })], [11, ticket({ id: 11, quota_ids: [3] })]]);
    const mantle = ticket({ is_mantle: true, sub_tickets: { 10: 1, 11: 2 } });
    expect(ticketPlaces(mantle, 0, lookup, subs)).toEqual({ free: 3, total: 5 });
    expect(demandsOf(mantle, 0, 2, subs, { 11: 60_000 })).toEqual([
      { quotaId: 1, slotMs: 0, quantity: 2 }, { quotaId: 3, slotMs: 60_000, quantity: 4 },
    ]);
  });
});
