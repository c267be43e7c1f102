import { z } from '@hono/zod-openapi';

const annualError = z.object({
  error: z.string(), errors: z.record(z.string(), z.array(z.string())),
  code: z.enum(['invalid_token', 'not_personalizable', 'already_personalized', 'sent', 'holder_taken']).optional()
    .openapi({ description: 'Machine reason the shop translates (requirements/annual-and-vip.md §8.1 Annual)' }),
}).openapi('AnnualError');

const errorContent = (description: string) => ({ description, content: { 'application/json': { schema: annualError } } });
export const annualErrorResponses = {
  404: errorContent('Unknown token (also another shop\'s), or an id that is not part of this order'),
  422: errorContent('Empty token (code invalid_token), order not personalisable, already sent, or invalid fields'),
} as const;

export const tokenQuery = z.object({
  token: z.string().optional().openapi({ description: 'The order token (orders.token), the only key to these calls', example: '3f1c2a9e-…' }),
});
export const pathId = () => z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

const holderAddress = z.object({
  id: z.number().int(), adressat: z.string(), street: z.string(), zip: z.string(), city: z.string(), country_id: z.number().int().nullable(),
}).openapi('AnnualHolderAddress');

const holderBase = {
  id: z.number().int(), name: z.string(), surname: z.string(), email: z.string(), salutation_id: z.number().int().nullable(),
  date_of_birth: z.string().nullable().openapi({ example: '1990-04-12' }), addresses: z.array(holderAddress),
};
const slotHolder = z.object(holderBase).openapi('AnnualSlotHolder');
export const holder = z.object({
  ...holderBase, level: z.number().int().openapi({ description: '10 = guest without login, 20 = registered' }),
  personalization_token: z.string().nullable().openapi({ description: 'Names this customer as holder in PUT /annual/personalizations' }),
}).openapi('AnnualHolder');

export const personalization = z.object({
  id: z.number().int(), ready: z.boolean().openapi({ description: 'Holder and address set, and a photo when photo_mandatory is mandatory' }),
  address_id: z.number().int().nullable(), dispatch_mode_id: z.number().int().nullable(), customer: slotHolder.nullable(),
  photo_url: z.string().openapi({ description: 'Path on the API origin; contains "missing" when there is no photo', example: '/photos/original/missing.png' }),
}).openapi('AnnualPersonalization');

export const ticketSale = z.object({
  id: z.number().int(), ticket_id: z.number().int(), title: z.string(), description: z.string(),
  start_at: z.string().nullable().openapi({ example: '2026-12-01T00:00:00+01:00' }), sent_at: z.string().nullable(),
  status: z.enum(['ready_to_send', 'sent']), is_personalizable: z.boolean(), photo_mandatory: z.enum(['mandatory', 'optional', 'none']),
  personalizations: z.array(personalization).openapi({ description: 'Exactly quantity slots, ordered, with stable ids' }),
}).openapi('AnnualTicketSale');

export const annualOrder = z.object({
  id: z.number().int(), token: z.string(), created_at: z.string(), shipping_address_id: z.number().int().nullable(),
  customer: holder, ticket_sales: z.array(ticketSale),
}).openapi('AnnualOrder');

const text = (max: number) => z.string().max(max);
/** Forms send ids as numbers or numeric strings; holder-rules reads both. */
const looseId = z.union([z.number().int(), z.string().max(12)]).nullable().optional();
/** The holder fields as the contract names them (requirements/api.md §9.2); requirement and format are checked by holder-rules. */
export const holderBody = z.object({
  name: text(100).optional(), surname: text(100).optional(), email: text(254).optional(),
  customer_salutation_id: looseId, date_of_birth: text(10).nullable().optional(),
  addr_street: text(200).optional(), addr_zip: text(20).optional(), addr_city: text(100).optional(), addr_country_id: looseId,
});
