import { scopeKey, type QueryScope } from '../api/query-scope.ts';

/**
 * Prefix of every ticket availability read (calendar, empty days, start times, capacities). Holds
 * change availability for everyone: the tickets' add to cart takes them and the cart's removal
 * releases them, and both invalidate this prefix (house-style.md §6). It sits with the cart line, whose
 * reservation is that hold, so the cart need not import the tickets feature.
 */
export const ticketAvailabilityKey = (scope: QueryScope) => [...scopeKey('tickets', scope), 'availability'] as const;
