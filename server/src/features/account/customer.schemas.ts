import { z } from '@hono/zod-openapi';

/** requirements/accounts.md §3.2; single-item key `customer_adress` (sic, requirements/api.md §16). */
export const addressSchema = z.object({
  id: z.number().int(), adressat: z.string(), street: z.string(), zip: z.string(), city: z.string(),
  country_id: z.number().int().nullable(),
  adress_type_id: z.number().int().openapi({ description: '0 customer, 1 invoice (billing), 2 delivery (shipping)' }),
  vat_number: z.string().nullable(),
  institution: z.object({ name: z.string() }).nullable().openapi({ description: 'Set for institution addresses, which the customer cannot edit' }),
  cost_centre: z.string().nullable(), has_collective_invoice_payment: z.boolean(),
  price_target_audience: z.object({ id: z.number().int() }).nullable(),
}).openapi('CustomerAddress');

/** requirements/accounts.md §3.1 read back: `salutation_id` (not customer_salutation_id) and `addresses`; never the password hash. */
export const customerSchema = z.object({
  id: z.number().int(), email: z.string(), name: z.string(), surname: z.string(),
  salutation_id: z.number().int().nullable(),
  level: z.number().int().openapi({ description: '10 shop guest, 20 registered' }),
  customer_type: z.enum(['1', '3']).openapi({ description: "'1' private, '3' company" }),
  language_id: z.number().int().nullable(), price_target_audience_id: z.number().int().nullable(),
  date_of_birth: z.string().nullable(), selected_address_id: z.number().int().nullable(),
  newsletter_group_ids: z.array(z.number().int()),
  confirmed: z.boolean(), addresses: z.array(addressSchema),
}).openapi('Customer');

export type AddressJson = z.infer<typeof addressSchema>;
export type CustomerJson = z.infer<typeof customerSchema>;
