import type { StartTime } from '../api/tickets.api.ts';

/**
 * Bundle orders (requirements/api.md §8.5, server/src/features/tickets/ticket-item.ts): each sub-ticket of a mantle
 * ticket needs its own entry, the earliest start at or after the chosen main time that still has
 * `places per unit × quantity` free. Returns sub-ticket id → ISO start, or null when any sub-ticket
 * has no such start (the bundle cannot be booked for that time).
 */
export function subTicketTimes(
  mainTime: string,
  quantity: number,
  placesPerSub: Record<string, number>,
  startsBySub: Record<string, StartTime[] | undefined>,
): Record<string, string> | null {
  const from = Date.parse(mainTime);
  const result: Record<string, string> = {};
  for (const [subId, places] of Object.entries(placesPerSub)) {
    const need = places * quantity;
    const start = (startsBySub[subId] ?? [])
      .filter((candidate) => Date.parse(candidate.start_time) >= from && candidate.capacity >= need)
      .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))[0];
    if (!start) return null;
    result[subId] = start.start_time;
  }
  return result;
}
