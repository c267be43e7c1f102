import type { Ticket } from '../../tickets/api/tickets.queries.ts';

/** One visitor's values by field: name, surname and (not for children) email. */
export type OnePagerAttendee = Record<string, string>;

/** Attendees per ticket id, one per unit of the line's quantity. */
export type OnePagerAttendees = Record<number, OnePagerAttendee[]>;

/**
 * The ticket API has no age or child flag (the seed's child tickets differ only by title), so a child
 * ticket is recognised by a child word at the start of a word in its title or subtitle, in the four
 * shop languages: 'Kinder unter 6 Jahren', 'Kind', 'Children and teenagers up to 17', 'Niños …', 'Enfants …'.
 * A wrong guess costs little: the visitor is asked for one e-mail too many or too few.
 */
const CHILD_WORD = /(^|[^\p{L}])(kinder|kind(?!\p{L})|child|niñ|enfant)/iu;

/** requirements/one-pager.md §3.1 'One-pager customer': children give no e-mail address. */
export function isChildTicket(ticket: Pick<Ticket, 'title' | 'sub_title'>): boolean {
  return CHILD_WORD.test(`${ticket.title ?? ''} ${ticket.sub_title ?? ''}`);
}

/** requirements/one-pager.md §5.1 'One-pager': name, surname and e-mail per attendee, e-mail omitted for children. */
export function attendeeFieldsOf(ticket: Pick<Ticket, 'title' | 'sub_title'>): string[] {
  return isChildTicket(ticket) ? ['name', 'surname'] : ['name', 'surname', 'email'];
}

/** One attendee per unit: typed values are kept when the quantity changes. */
export function attendeeList(existing: OnePagerAttendee[] | undefined, quantity: number, fields: string[]): OnePagerAttendee[] {
  return Array.from({ length: quantity }, (_, index) => Object.fromEntries(fields.map((field) => [field, existing?.[index]?.[field] ?? ''])));
}

export type AttendeeProblem = 'required' | 'email';

/** A line as the attendee rules see it. */
export interface AttendeeLine {
  ticket: Pick<Ticket, 'id' | 'title' | 'sub_title'>;
  quantity: number;
}

/**
 * Every field of every attendee is required (requirements/one-pager.md §5.1 'One-pager'); an e-mail must also
 * pass `isEmail` (the account feature's requirements/accounts.md §5.1 'E-mail format' rule, passed in). Keys are `${ticketId}.${attendee}.${field}`, in screen order, so the first one is
 * where the focus goes after a failed checkout.
 */
export function attendeeProblems(lines: AttendeeLine[], attendees: OnePagerAttendees, isEmail: (value: string) => boolean): Record<string, AttendeeProblem> {
  const problems: Record<string, AttendeeProblem> = {};
  for (const { ticket, quantity } of lines) {
    const fields = attendeeFieldsOf(ticket);
    attendeeList(attendees[ticket.id], quantity, fields).forEach((person, index) => {
      for (const field of fields) {
        const value = person[field]!.trim();
        if (!value) problems[`${ticket.id}.${index}.${field}`] = 'required';
        else if (field === 'email' && !isEmail(value)) problems[`${ticket.id}.${index}.${field}`] = 'email';
      }
    });
  }
  return problems;
}

/** The attendees sent with each line's cart item: exactly `quantity` of them, trimmed. */
export function attendeesForCart(line: AttendeeLine, attendees: OnePagerAttendees): OnePagerAttendee[] {
  const fields = attendeeFieldsOf(line.ticket);
  return attendeeList(attendees[line.ticket.id], line.quantity, fields)
    .map((person) => Object.fromEntries(fields.map((field) => [field, person[field]!.trim()])));
}
