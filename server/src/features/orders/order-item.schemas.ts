import { z } from '@hono/zod-openapi';

const id = z.number().int().positive().max(2_147_483_647);
const count = z.number().int().min(0).max(10_000);
const name = z.string().max(200).optional();
/** "<id>": n maps (scale prices, surcharges); keys are ids. */
const countsById = z.record(z.string().regex(/^\d{1,9}$/, 'must be an id'), count);

/** requirements/cart.md §4.3: post = shipped with its shipping article, email = print at home. */
const shipping = {
  shipping_mode: z.enum(['post', 'email']).optional(),
  shipped_with_merchandise_id: id.nullable().optional(),
};

/** Ticket item attributes. @see requirements/api.md §8.5; requirements/cart.md §3.2 */
export const ticketAttributes = z.object({
  id,
  quantity: z.number().int().min(1).max(10_000),
  time: z.string().max(40).nullable().optional(),
  reservations: z.array(z.string().max(100)).max(100).optional(),
  attendees: z.array(z.object({ name, surname: name }).passthrough()).max(10_000).optional(),
  sub_ticket_times: z.record(z.string().regex(/^\d+$/), z.string().max(40)).optional(),
  sub_ticket_quantities: z.record(z.string(), z.number().int().min(0)).optional(),
  ...shipping,
});

/** Event item: the DATE id and exactly one of quantity, quantities, seats. @see requirements/api.md §8.5 */
export const eventAttributes = z.object({
  id,
  quantity: z.number().int().min(1).max(10_000).optional(),
  quantities: countsById.optional(),
  seats: z.array(z.object({ seat_id: id, scale_price_id: id.optional() })).min(1).max(1000).optional(),
}).refine((value) => [value.quantity, value.quantities, value.seats].filter((part) => part !== undefined).length === 1, {
  message: 'exactly one of quantity, quantities or seats is required', path: ['quantity'],
});

/** Tour item. @see requirements/api.md §8.5; requirements/cart.md §3.2 */
export const tourAttributes = z.object({
  id,
  start_time: z.string().min(1).max(40),
  language_id: id,
  age_group_id: id,
  grade_id: id.nullable().optional(),
  quantity: z.number().int().min(1).max(10_000).optional(),
  quantities: countsById.optional(),
  surcharges: countsById.optional(),
  equipment: z.array(z.object({ id, quantity: count })).max(100).optional(),
}).refine((value) => (value.quantity === undefined) !== (value.quantities === undefined), {
  message: 'exactly one of quantity or quantities is required', path: ['quantity'],
});

/** Merchandise and coupon products: {id, quantity}. @see requirements/cart.md §3.3 'Cart items created here' */
export const goodsAttributes = z.object({
  id,
  quantity: z.number().int().min(1).max(1000),
  is_shipping_article: z.boolean().optional(),
  ...shipping,
});

export type TicketAttributes = z.infer<typeof ticketAttributes>;
export type EventAttributes = z.infer<typeof eventAttributes>;
export type TourAttributes = z.infer<typeof tourAttributes>;
export type GoodsAttributes = z.infer<typeof goodsAttributes>;

/** The documented shape of `items[]` in the request (validated per type by the server). */
export const orderItemInput = z.object({
  type: z.string().max(40).openapi({ description: 'Ticket (or Annual), Event, Tour, Merchandise, Coupon' }),
  attributes: z.record(z.string(), z.unknown()).openapi({
    description: 'Ticket: {id, quantity, time, reservations?, attendees?, sub_ticket_times?, shipping_mode?, shipped_with_merchandise_id?}; '
      + 'Event: {id (date id), quantity | quantities {scale_price_id: n} | seats [{seat_id, scale_price_id}]}; '
      + 'Tour: {id, start_time, language_id, age_group_id, grade_id?, quantity | quantities, surcharges {price_surcharge_id: n}, equipment [{id, quantity}]}; '
      + 'Merchandise / Coupon: {id, quantity, shipping_mode?, shipped_with_merchandise_id?}',
  }),
});
