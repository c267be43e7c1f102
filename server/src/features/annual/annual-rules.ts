import type { PhotoMandatory } from '../../db/schema';
import { addDays, dayOf, wallClock } from '../../shared/berlin-time';

/** How far ahead an annual ticket may start. @see requirements/annual-and-vip.md §4.1 'Annual personalisation' */
const MAX_START_DAYS = 365;
/** Holders one order's token may create, per slot: room for typos without unbounded account creation. */
export const HOLDERS_PER_SLOT = 3;

/**
 * The Berlin day a start_at input names: 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM:SS' (wall clock, as
 * the contract's example) or ISO-8601 with an offset (the instant's Berlin day); null if unreadable.
 */
export function startDayOf(input: string): string | null {
  const text = input.trim();
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(text);
  if (local) return isRealDay(local[1]!) ? local[1]! : null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : dayOf(instant);
}

/** A 'YYYY-MM-DD' that names a real calendar day (no 2026-02-30). */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Why a start day is refused (the `errors.start_at` message), or null: not before today, at most 365 days ahead. */
export function startDayProblem(day: string | null, now: Date): string | null {
  if (day === null) return 'is not a valid date';
  const today = dayOf(now);
  if (day < today) return 'must not be in the past';
  if (day > addDays(today, MAX_START_DAYS)) return `must be within ${MAX_START_DAYS} days`;
  return null;
}

/** Annual tickets start at the beginning of their Berlin day. */
export function startInstant(day: string): Date {
  return wallClock(day, 0);
}

/** A slot is ready once it has a holder and an address, and a photo when the ticket requires one. */
export function isReady(slot: { customer_id: number | null; address_id: number | null; has_photo: boolean }, photo: PhotoMandatory): boolean {
  return slot.customer_id !== null && slot.address_id !== null && (photo !== 'mandatory' || slot.has_photo);
}

/** The shop hides photo URLs that contain 'missing' (requirements/annual-and-vip.md §7), so an absent photo gets that placeholder. */
export const MISSING_PHOTO_URL = '/photos/original/missing.png';

export function photoUrl(id: number, token: string, updatedAt: Date | null): string {
  if (!updatedAt) return MISSING_PHOTO_URL;
  return `/api/v4/annual/personalizations/${id}/photo?token=${encodeURIComponent(token)}&v=${Math.floor(updatedAt.getTime() / 1000)}`;
}
