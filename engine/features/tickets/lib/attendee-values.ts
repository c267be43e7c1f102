/** One attendee's values by field model. */
export type Attendee = Record<string, string>;

/** requirements/tickets.md §5.4 Attendee personalisation: one attendee per unit, existing values kept. */
export function attendeesFor(existing: Attendee[] | undefined, quantity: number, fields: string[]): Attendee[] {
  return Array.from({ length: quantity }, (_, index) => Object.fromEntries(fields.map((field) => [field, existing?.[index]?.[field] ?? ''])));
}

/** Every field is required: the error keys are `${item}.${attendee}.${field}`. */
export function attendeeErrors(values: Record<number, Attendee[]>, fields: string[]): string[] {
  return Object.entries(values).flatMap(([item, attendees]) =>
    attendees.flatMap((attendee, index) => fields.filter((field) => !attendee[field]?.trim()).map((field) => `${item}.${index}.${field}`)));
}
