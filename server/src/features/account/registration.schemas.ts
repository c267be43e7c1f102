import { z } from '@hono/zod-openapi';

const looseId = z.union([z.number(), z.string().max(20)]).nullable().optional();
const text = z.string().max(1000).nullable().optional();

/**
 * requirements/accounts.md §3.1 customer fields. Types are loose on purpose: the field rules produce the spec's
 * per-field messages ({error: 'Please correct the errors below.', errors: {field: [...]}}).
 * Dynamic fields of accounts.userFormFields arrive under their `model` name (passthrough).
 */
export const registrationBody = z.object({
  customer_salutation_id: looseId, name: text, surname: text, email: text, email_confirmation: text,
  password: text, password_confirmation: text,
  level: z.union([z.literal(10), z.literal(20), z.literal('10'), z.literal('20')]).optional().openapi({ description: '10 guest (no password, no confirmation mail), 20 registered (default)' }),
  customer_type: z.union([z.number(), z.string().max(5)]).optional().openapi({ description: "'1' private (default), '3' company" }),
  language_id: looseId, date_of_birth: text,
  terms: z.union([z.boolean(), z.string().max(5), z.number()]).optional(),
  newsletter_groups: z.union([z.string().max(500), z.array(z.union([z.number(), z.string().max(20)])).max(50)]).nullable().optional()
    .openapi({ description: 'Comma-joined ids, e.g. "1,3"' }),
  addr_addressat: text, addr_vat_number: text, addr_street: text, addr_zip: text, addr_city: text, addr_country_id: looseId,
  shipping_addr_addressat: text, shipping_addr_street: text, shipping_addr_zip: text, shipping_addr_city: text, shipping_addr_country_id: looseId,
}).passthrough().openapi('RegistrationRequest');

export type RegistrationBody = z.infer<typeof registrationBody>;
