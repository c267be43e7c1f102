import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { errorResponses, json } from '../../http/openapi';
import { textOrNull } from '../../shared/localize';
import { orderItemInput } from '../orders/order-item.schemas';
import { unknownTypeErrors } from '../orders/parse-items';
import { vatString } from '../orders/order-json-tickets';
import { deriveShipping } from './shipping';

const cartBody = z.object({ items: z.array(orderItemInput).max(200) }).passthrough().openapi('CartRequest');

const shippingItem = z.object({
  id: z.number().int().openapi({ description: 'The shipping article (merchandise) id' }),
  title: z.string().nullable(), description: z.string().nullable(), price_cents: z.number().int(), vat_pct: z.string(),
}).openapi('CartShippingItem');

const cartAnswer = z.object({
  items: z.array(shippingItem),
  total_price_cents: z.number().int().openapi({ description: 'Sum of the shipping items' }),
  vats: z.array(z.object({ vat_pct: z.string(), price_cents: z.number().int() })).openapi({ description: 'VAT contained in the shipping items, per rate' }),
}).openapi('CartShipping');

const cartRoute = createRoute({
  method: 'post', path: '/api/v4/cart', tags: ['orders'],
  summary: 'Shipping rows for a cart (requirements/cart.md §4.3, requirements/cart.md §7.2); designed here',
  description: 'Takes the order payload (only `items` is read). Every item with `shipping_mode: "post"` and a `shipped_with_merchandise_id` needs that shipping article; each distinct article appears once, priced from merchandise (discount applied). A shipping article the cart already holds as a Merchandise item is not repeated. POST /orders adds the same rows to the order.',
  request: { body: { content: { 'application/json': { schema: cartBody } }, required: true } },
  responses: { 200: json(cartAnswer, 'Shipping rows and their totals'), 422: errorResponses[422] },
});

/** VAT contained in a price: gross × pct / (100 + pct) when included, else net × pct / 100 (requirements/cart.md §9). */
function vatOf(cents: number, pct: number, included: boolean): number {
  return Math.round(included ? (cents * pct) / (100 + pct) : (cents * pct) / 100);
}

export function registerCartRoutes(app: ApiApp): void {
  app.openapi(cartRoute, async (c) => {
    const { db } = c.get('deps');
    const { items } = c.req.valid('json');
    // An item the cart cannot read is an error, not a silent drop (issue 14, finding 8).
    const typeErrors = unknownTypeErrors(items);
    if (Object.keys(typeErrors).length) throw ApiError.invalid('Validation failed', typeErrors);
    const { articles, errors } = await deriveShipping(db, c.get('shop').id, items);
    if (Object.keys(errors).length) throw ApiError.invalid('Validation failed', errors);
    const lang = langOf(c);
    const vats = new Map<string, number>();
    for (const article of articles) {
      const pct = vatString(article.vat_pct);
      vats.set(pct, (vats.get(pct) ?? 0) + vatOf(article.price_cents, Number(article.vat_pct), article.tax_included));
    }
    return c.json({
      items: articles.map((article) => ({
        id: article.id, title: textOrNull(article.title, lang), description: textOrNull(article.description, lang),
        price_cents: article.price_cents, vat_pct: vatString(article.vat_pct),
      })),
      total_price_cents: articles.reduce((sum, article) => sum + article.price_cents, 0),
      vats: [...vats].map(([vat_pct, price_cents]) => ({ vat_pct, price_cents })),
    }, 200);
  });
}
