import type { CartItem } from './cart-line.ts';

/** requirements/cart.md §5.2 'Personalisation': name, surname plus the configured attendee fields, all required. */
export function attendeeFields(configured: { model: string }[]): string[] {
  return ['name', 'surname', ...configured.map((field) => field.model).filter((model) => model !== 'name' && model !== 'surname')];
}

/**
 * requirements/cart.md §5.2: personalisation is required when an attendee has an empty field or the attendee count
 * differs from the quantity. Only items that carry an attendees list take part.
 */
export function needsPersonalization(item: Pick<CartItem, 'attributes'>, fields: string[]): boolean {
  const attendees = item.attributes.attendees;
  if (!attendees) return false;
  if (attendees.length !== (item.attributes.quantity ?? 1)) return true;
  return attendees.some((attendee) => fields.some((field) => !attendee[field]?.trim()));
}

/** requirements/checkout-and-orders.md §4.1: the first item still needing attendees, or -1. */
export function firstToPersonalize(items: CartItem[], fields: string[]): number {
  return items.findIndex((item) => needsPersonalization(item, fields));
}
