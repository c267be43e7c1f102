import { z } from '@hono/zod-openapi';
import { orderItemInput } from './order-item.schemas';

const name = z.string().max(200).optional();
const optionalId = z.number().int().positive().max(2_147_483_647).nullable().optional();

/** @see requirements/api.md §8.5; requirements/checkout-and-orders.md §3.1 */
export const orderBody = z.object({
  items: z.array(orderItemInput).min(1, 'must contain at least one item').max(200),
  total: z.number().int().min(0),
  comment: z.string().max(5000).nullable().optional(),
  reference: z.string().max(500).nullable().optional(),
  payment_mode_id: optionalId, billing_address_id: optionalId, shipping_address_id: optionalId,
  coupons: z.array(z.string().min(1).max(100)).max(20).optional().openapi({ description: 'Codes to redeem (value coupons and ticket vouchers)' }),
  donations: z.array(z.object({
    value: z.number().int().min(1, 'must be above 0').max(1_000_000),
    campaign_id: z.number().int().positive().max(2_147_483_647),
  })).max(20).optional().openapi({ description: 'Donations in cents to a campaign of the shop' }),
  affiliate: z.object({ id: z.union([z.string(), z.number()]).optional(), campaign: z.string().optional() }).passthrough().optional(),
  customer: z.object({ email: z.string().email().max(300), name, surname: name }).optional()
    .openapi({ description: 'Guest checkout without an account: where the confirmation goes' }),
  return_url: z.string().max(2000).optional().openapi({ description: 'The shop page the payment provider returns to (path or URL of the shop)' }),
}).openapi('OrderCreate');

const barcodeSchema = z.object({ id: z.number().int(), barcode: z.string(), method: z.literal('ean') });
const itemBase = {
  id: z.number().int(), price_cents: z.number().int().openapi({ description: 'Ticket, Merchandise, Coupon: per unit; Event, Tour: the line total' }),
  vat_pct: z.string().openapi({ example: '7.0' }), tax_included: z.boolean(),
  orderable: z.object({ product: z.object({ picture: z.object({ thumbnail: z.string() }) }) }).optional()
    .openapi({ description: "requirements/checkout-and-orders.md §3.4: the product's thumbnail; absent when the product has no picture (tickets: their exhibition's or museum's)" }),
};
const location = z.record(z.string(), z.unknown());

const ticketItemSchema = z.object({
  ...itemBase, type: z.literal('Ticket'),
  attributes: z.object({
    id: z.number().int(), title: z.string().nullable(), ticket_id: z.number().int(), quantity: z.number().int(),
    museum_id: z.number().int().nullable().openapi({ description: 'Issue 19: the museum the ticket admits to; null when it names none or several' }),
    museum: z.string().nullable().openapi({ description: "That museum's title in the requested locale" }),
    exhibition_id: z.number().int().nullable().openapi({ description: 'The exhibition the ticket admits to; null when it names none or several' }),
    exhibition: z.string().nullable().openapi({ description: "That exhibition's title in the requested locale" }),
    ticket_type: z.string(), start_time: z.string().nullable(), location,
    barcodes: z.array(barcodeSchema), after_sale_information: z.string().nullable(),
    attendees: z.array(z.record(z.string(), z.unknown())),
    free_timing: z.boolean().openapi({ description: 'A flex ticket: start_time is the first day it is valid' }),
    description: z.string().nullable().openapi({ description: 'Flex tickets: their text (HTML), as the cart showed it; otherwise null' }),
    sub_tickets: z.array(z.object({ ticket_id: z.number().int(), title: z.string().nullable(), quantity: z.number().int() }))
      .openapi({ description: 'Bundles: each sub-ticket with its places for the whole sale' }),
    is_voucher: z.boolean().optional().openapi({ description: 'This unit was paid with a ticket voucher code' }),
    voucher_code: z.string().optional().openapi({ description: 'The voucher code that paid for it' }),
    shipping_mode: z.enum(['post', 'email']).optional(),
  }),
}).openapi('OrderItemTicket');

const eventItemSchema = z.object({
  ...itemBase, type: z.literal('Event'),
  attributes: z.object({
    id: z.number().int(), date_id: z.number().int(), event_id: z.number().int(), start_time: z.string(),
    title: z.string().nullable(), quantity: z.number().int().openapi({ description: 'Persons (seats of a seated date)' }), location,
    language: z.string().nullable(),
    quantities: z.array(z.object({
      scale_price_id: z.number().int().nullable(), title: z.string().nullable(), quantity: z.number().int(), price_cents: z.number().int(),
      group: z.boolean().openapi({ description: 'A group price: counts once whatever the persons' }),
    })),
    seats: z.array(z.object({
      seat_id: z.number().int(), title: z.string().nullable().openapi({ description: 'Row and seat, e.g. "Reihe A, Platz 3"' }), scale_price_id: z.number().int().nullable(),
      category: z.string().nullable(), price_title: z.string().nullable(),
    })),
  }),
}).openapi('OrderItemEvent');

const tourItemSchema = z.object({
  ...itemBase, type: z.literal('Tour'),
  attributes: z.object({
    id: z.number().int(), title: z.string().nullable(), tour_id: z.number().int(), start_time: z.string(),
    participants: z.number().int(), language: z.string().nullable(), age_group: z.string().nullable(), grade: z.string().nullable(),
    prices: z.array(z.object({
      title: z.string().nullable(), description: z.string().nullable(), total_price_cents: z.number().int(), quantity: z.number().int(), price_cents: z.number().int(),
      group: z.boolean().openapi({ description: 'A group price: counts once' }), surcharge: z.boolean().openapi({ description: 'A surcharge rather than a participant price' }),
    })),
    location, equipment: z.array(z.object({ id: z.number().int(), quantity: z.number().int(), title: z.string().nullable() })),
  }),
}).openapi('OrderItemTour');

const merchandiseItemSchema = z.object({
  ...itemBase, type: z.literal('Merchandise'),
  attributes: z.object({
    id: z.number().int().openapi({ description: 'The order item id' }), merchandise_id: z.number().int(),
    title: z.string().nullable(), sub_title: z.string().nullable().openapi({ description: 'The short text the cart showed' }),
    description: z.string().nullable(), quantity: z.number().int(), is_shipping_article: z.boolean(),
  }),
}).openapi('OrderItemMerchandise');

const couponItemSchema = z.object({
  ...itemBase, type: z.literal('Coupon'),
  attributes: z.object({
    id: z.number().int().openapi({ description: 'The order item id (documents: /orders/:order_id/coupons/:id.pdf)' }),
    coupon_id: z.number().int(), title: z.string().nullable(), description: z.string().nullable(), quantity: z.number().int(),
    value_cents: z.number().int().nullable(), ticket_id: z.number().int().nullable(), is_voucher: z.boolean(),
    code: z.string().nullable().openapi({ description: 'The first code; all of them in codes' }),
    codes: z.array(z.string()),
  }),
}).openapi('OrderItemCoupon');

export const orderItemSchema = z.discriminatedUnion('type', [ticketItemSchema, eventItemSchema, tourItemSchema, merchandiseItemSchema, couponItemSchema]);

const donationSchema = z.object({ donation_campaign_id: z.number().int(), campaign: z.string().nullable(), donation_cents: z.number().int() });

export const orderSchema = z.object({
  id: z.number().int(), token: z.string(), is_valid: z.boolean(), canceled: z.boolean(), payment_status: z.number().int(),
  total_price_cents: z.number().int(), comment: z.string().nullable(), customer_comment: z.string().nullable(), reference: z.string().nullable(),
  created_at: z.string(), source: z.string(), billing_address_id: z.number().int().nullable(), invoice: z.boolean(),
  items: z.array(orderItemSchema), donations: z.array(donationSchema),
  coupons: z.array(z.object({ code: z.string(), amount_cents: z.number().int() })).openapi({ description: 'Codes redeemed by this order and the amount each covers' }),
}).openapi('Order');

export const paymentMetaSchema = z.object({
  status: z.enum(['success', 'pending', 'fail']),
  payment_url: z.string().nullable().optional(),
  shop_behavior: z.literal('iframe').optional(),
  payment_data: z.object({ url: z.string(), params: z.record(z.string(), z.string()) }).optional(),
}).openapi('OrderPaymentMeta');

export type OrderJson = z.infer<typeof orderSchema>;
export type OrderItemJson = z.infer<typeof orderItemSchema>;
