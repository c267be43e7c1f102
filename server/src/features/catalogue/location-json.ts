import type { Location } from '../../db/schema';

const KEYS = ['name', 'city', 'country', 'street', 'zip', 'latitude', 'longitude'] as const;
type LocationJson = { [K in (typeof KEYS)[number]]: NonNullable<Location[K]> | null };

/**
 * Every key of requirements/api.md §1.12 present, null when not stored: clients of the real API read
 * `location.city` without checks, and a missing key is `undefined` on their page (issue 13).
 */
export function locationJson(location: Location | null | undefined): LocationJson {
  const stored = location ?? {};
  return Object.fromEntries(KEYS.map((key) => [key, stored[key] ?? null])) as LocationJson;
}
