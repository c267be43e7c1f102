import { z } from '@hono/zod-openapi';
import { metaSchema } from '../../http/pagination';
import { pictureSchema } from '../catalogue/content.schemas';

/** The spec's Merchandise entity (browsing-and-booking "Merchandise"); `quantity` is the cart's. */
const merchandiseSchema = z
  .object({
    id: z.number().int(), title: z.string(), sub_title: z.string(), description: z.string().nullable(),
    picture: pictureSchema, price_cents: z.number().int(), vat_pct: z.number(), tax_included: z.boolean(),
    discount: z.number().int().openapi({ description: 'Percent 0–100 off the price' }),
    available: z.number().int().nullable().openapi({ description: 'Units in stock; null = unlimited' }),
    shipped_with_merchandise_id: z.number().int().nullable(),
    is_shipping_article: z.boolean().openapi({ description: 'A shipping fee article (post delivery), not a product' }),
  })
  .openapi('Merchandise');

export const merchandiseListSchema = z
  .object({ merchandises: z.array(merchandiseSchema), meta: metaSchema })
  .openapi('MerchandiseList');

export const merchandiseDetailSchema = z.object({ merchandise: merchandiseSchema });
