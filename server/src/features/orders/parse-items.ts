import type { z } from '@hono/zod-openapi';
import { ApiError, type FieldErrors } from '../../http/api-error';
import {
  eventAttributes, goodsAttributes, ticketAttributes, tourAttributes,
  type EventAttributes, type GoodsAttributes, type TicketAttributes, type TourAttributes,
} from './order-item.schemas';
import { addError } from './order-parts';

export interface Indexed<T> { index: number; input: T }

export interface ParsedItems {
  tickets: Indexed<TicketAttributes>[];
  events: Indexed<EventAttributes>[];
  tours: Indexed<TourAttributes>[];
  merchandise: Indexed<GoodsAttributes>[];
  coupons: Indexed<GoodsAttributes>[];
}

/** 'Annual' is the cart's name for an annual Ticket item (requirements/cart.md §3.2). */
const SCHEMAS = {
  Ticket: ['tickets', ticketAttributes], Annual: ['tickets', ticketAttributes], Event: ['events', eventAttributes],
  Tour: ['tours', tourAttributes], Merchandise: ['merchandise', goodsAttributes], Coupon: ['coupons', goodsAttributes],
} as const satisfies Record<string, [keyof ParsedItems, z.ZodType]>;

const TYPE_ERROR = 'must be one of Ticket, Event, Tour, Merchandise, Coupon';

/** `items.N.type` errors for every item whose type no order knows (POST /cart checks only these). */
export function unknownTypeErrors(items: { type: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    if (!Object.hasOwn(SCHEMAS, item.type)) addError(errors, `items.${index}.type`, TYPE_ERROR);
  });
  return errors;
}

/** Item types and attributes → typed items per type, or 422 with `items.N.…` field paths. */
export function parseItems(items: { type: string; attributes: Record<string, unknown> }[]): ParsedItems {
  const errors: FieldErrors = {};
  const parsed: ParsedItems = { tickets: [], events: [], tours: [], merchandise: [], coupons: [] };
  items.forEach((item, index) => {
    const entry = Object.hasOwn(SCHEMAS, item.type) ? (SCHEMAS as Record<string, readonly [keyof ParsedItems, z.ZodType]>)[item.type] : undefined;
    if (!entry) {
      addError(errors, `items.${index}.type`, TYPE_ERROR);
      return;
    }
    const result = entry[1].safeParse(item.attributes);
    if (result.success) (parsed[entry[0]] as Indexed<unknown>[]).push({ index, input: result.data });
    else for (const issue of result.error.issues) addError(errors, `items.${index}.attributes.${issue.path.join('.')}`, issue.message);
  });
  if (Object.keys(errors).length) throw ApiError.invalid('Validation failed', errors);
  return parsed;
}
