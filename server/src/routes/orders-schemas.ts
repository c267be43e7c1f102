import { z } from '@hono/zod-openapi';

const name = z.string().max(200).optional();

/** Ticket item attributes. @see ENDPOINTS.md §8.5; cart-checkout-accounts §3.2 */
export const ticketAttributes = z.object({
  id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(10_000),
  time: z.string().max(40).nullable().optional(),
  reservations: z.array(z.string().max(100)).max(100).optional(),
  attendees: z.array(z.object({ name, surname: name }).passthrough()).max(10_000).optional(),
  sub_ticket_times: z.record(z.string().regex(/^\d+$/), z.string().max(40)).optional(),
  sub_ticket_quantities: z.record(z.string(), z.number().int().min(0)).optional(),
});

const optionalId = z.number().int().positive().nullable().optional();

export const orderBody = z.object({
  items: z.array(z.object({ type: z.string().max(40), attributes: z.record(z.string(), z.unknown()) })).min(1, 'must contain at least one item'),
  total: z.number().int().min(0),
  comment: z.string().max(5000).nullable().optional(),
  reference: z.string().max(500).nullable().optional(),
  payment_mode_id: optionalId, billing_address_id: optionalId, shipping_address_id: optionalId,
  coupons: z.array(z.string().max(100)).max(0, 'coupons are not redeemable yet').optional(),
  donations: z.array(z.unknown()).max(0, 'donations are not accepted yet').optional(),
  affiliate: z.object({ id: z.union([z.string(), z.number()]).optional(), campaign: z.string().optional() }).passthrough().optional(),
  customer: z.object({ email: z.string().email().max(300), name, surname: name }).optional(),
}).openapi('OrderCreate');

const barcodeSchema = z.object({ id: z.number().int(), barcode: z.string(), method: z.literal('ean') });

export const orderItemSchema = z.object({
  id: z.number().int(), type: z.literal('Ticket'), price_cents: z.number().int(),
  vat_pct: z.string().openapi({ example: '7.0' }), tax_included: z.boolean(),
  attributes: z.object({
    id: z.number().int(), title: z.string().nullable(), ticket_id: z.number().int(), quantity: z.number().int(),
    ticket_type: z.string(), start_time: z.string().nullable(), location: z.record(z.string(), z.unknown()),
    barcodes: z.array(barcodeSchema), after_sale_information: z.string().nullable(),
    attendees: z.array(z.record(z.string(), z.unknown())),
  }),
}).openapi('OrderItemTicket');

export const orderSchema = z.object({
  id: z.number().int(), token: z.string(), is_valid: z.boolean(), canceled: z.boolean(), payment_status: z.number().int(),
  total_price_cents: z.number().int(), comment: z.string().nullable(), reference: z.string().nullable(),
  created_at: z.string(), source: z.string(), billing_address_id: z.number().int().nullable(), invoice: z.boolean(),
  items: z.array(orderItemSchema), donations: z.array(z.unknown()),
}).openapi('Order');

export type OrderJson = z.infer<typeof orderSchema>;
