import { z } from '@hono/zod-openapi';
import type { Localized } from '../../db/schema';
import { localize } from '../../http/locale';
import type { TicketRow } from './ticket.store';
import { locationJson } from '../catalogue/location-json';

const locationSchema = z.object({
  name: z.string().nullable(), city: z.string().nullable(), country: z.string().nullable(), street: z.string().nullable(),
  zip: z.string().nullable(), latitude: z.number().nullable(), longitude: z.number().nullable(),
});

/** One slot of a ticket unit (issue 18, the party calculator). */
const partyRuleSchema = z.object({
  kind: z.enum(['adult', 'reduced', 'child']).openapi({ description: "'adult' takes anyone, 'reduced' reduced-price adults and children, 'child' children only" }),
  min: z.number().int(), max: z.number().int(),
  min_age: z.number().int().optional(), max_age: z.number().int().optional(),
}).openapi('TicketPartyRule');

/** requirements/api.md §4.1, requirements/api.md §4.2 Ticket plus the fields the shop reads (requirements/tickets.md §3.1 Ticket). */
export const ticketSchema = z.object({
  id: z.number().int(), title: z.string().nullable(), sub_title: z.string().nullable(), description: z.string().nullable(),
  ticket_type: z.enum(['normal', 'time_slot', 'annual']), bookable: z.boolean(),
  museum_ids: z.array(z.number().int()), exhibition_ids: z.array(z.number().int()), quota_ids: z.array(z.number().int()),
  price_cents: z.number().int(), discount: z.number().int(), vat_pct: z.number(), tax_included: z.boolean(),
  first_entry: z.number().int(), last_entry: z.number().int(), entry_duration: z.number().int().nullable(),
  min_persons: z.number().int(), max_persons: z.number().int(), personalizeable: z.boolean(),
  attendees: z.string().nullable(), identification: z.boolean(), free_timing: z.boolean(),
  is_mantle: z.boolean().openapi({ description: 'combined ticket; its sub-tickets are in sub_tickets / sub_ticket_ids' }),
  sub_tickets: z.record(z.string(), z.number().int()).openapi({ description: 'sub-ticket id → places per unit' }),
  sub_ticket_ids: z.array(z.number().int()), is_sub_ticket: z.boolean(),
  dynamic_prices: z.record(z.string(), z.number().int()).openapi({ description: '"YYYY-MM-DD" or ISO start time → price_cents' }),
  shipped_with_merchandise_id: z.number().int().nullable(), after_sale_information: z.string().nullable(),
  content: z.record(z.string(), z.string()), location: locationSchema,
  valid_from: z.string().nullable(), valid_to: z.string().nullable(), weekdays: z.array(z.number().int()),
  party_rules: z.array(partyRuleSchema).nullable().openapi({
    description: 'Not in go~mus (issue 18): who one unit admits, slot by slot (a family ticket: 2 adults + 0..3 children up to 17); null when not described',
  }),
}).openapi('Ticket');

export type TicketJson = z.infer<typeof ticketSchema>;

const asDay = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10));

/** Localized content keys; keys without any text are left out (requirements/api.md §4.6). */
export function localizeContent(content: Record<string, Localized>, locale: string, main: string, only?: string) {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(content ?? {})) {
    if (only && key !== only) continue;
    const text = localize(value, locale, main);
    if (text) result[key] = text;
  }
  return result;
}

export function ticketJson(row: TicketRow, locale: string, main: string): TicketJson {
  const text = (value: Localized) => localize(value, locale, main);
  return {
    id: row.id, title: text(row.title), sub_title: text(row.sub_title), description: text(row.description),
    ticket_type: row.ticket_type, bookable: row.bookable, museum_ids: row.museum_ids, exhibition_ids: row.exhibition_ids,
    quota_ids: row.quota_ids, price_cents: row.price_cents, discount: row.discount, vat_pct: Number(row.vat_pct),
    tax_included: row.tax_included, first_entry: row.first_entry, last_entry: row.last_entry,
    entry_duration: row.entry_duration, min_persons: row.min_persons, max_persons: row.max_persons,
    personalizeable: row.personalizeable, attendees: row.attendees, identification: row.identification,
    free_timing: row.free_timing, is_mantle: row.is_mantle, sub_tickets: row.sub_tickets,
    sub_ticket_ids: Object.keys(row.sub_tickets ?? {}).map(Number), is_sub_ticket: row.is_sub_ticket,
    dynamic_prices: row.dynamic_prices, shipped_with_merchandise_id: row.shipped_with_merchandise_id,
    after_sale_information: text(row.after_sale_information), content: localizeContent(row.content, locale, main),
    location: locationJson(row.location), valid_from: asDay(row.valid_from), valid_to: asDay(row.valid_to), weekdays: row.weekdays,
    party_rules: row.party_rules ?? null,
  };
}
