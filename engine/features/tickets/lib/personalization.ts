import type { CartItemLike as CartItem } from './ticket-cart-item.ts';

/** Spec §5 Attendee personalisation: name, surname plus the configured fields, all required. */
export function attendeeFieldNames(configured: { model: string }[]): string[] {
  return ['name', 'surname', ...configured.map((field) => field.model).filter((model) => model !== 'name' && model !== 'surname')];
}

/**
 * Spec §4 Ticket flow routing: personalisation is required when an attendee has an empty field or
 * the attendee count differs from the quantity. Only items that carry an attendees list take part.
 */
export function needsPersonalization(item: CartItem, fields: string[]): boolean {
  const attendees = item.attributes.attendees;
  if (!attendees) return false;
  if (attendees.length !== (item.attributes.quantity ?? 1)) return true;
  return attendees.some((attendee) => fields.some((field) => !attendee[field]?.trim()));
}
