import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import type { AppEnv } from '../../http/app-env';
import { errorResponses } from '../../http/openapi';
import { renderBookingPdf } from './booking-pdf';
import { renderCouponsPdf } from './coupon-pdf';
import { loadEventDocumentData, loadTourDocumentData } from './load-booking-document';
import { loadCouponDocumentData } from './load-coupon-document';
import type { OrderDocumentQuery } from './order-document-access';
import { pdfDisposition } from './pdf-disposition';

type Rendered = { pdf: Buffer; title: string };
const booking = async (data: Awaited<ReturnType<typeof loadEventDocumentData>>): Promise<Rendered> => ({ pdf: await renderBookingPdf(data), title: data.summary.title });

const KINDS = {
  coupons: {
    what: 'Coupon', summary: 'The codes of a Coupon item as PDF, one page per code (requirements/checkout-and-orders.md §7.1); id = the order item id',
    render: async (db, query) => {
      const coupons = await loadCouponDocumentData(db, query);
      return { pdf: await renderCouponsPdf(coupons), title: coupons[0]!.title };
    },
  },
  events: { what: 'Booking', summary: 'Booking confirmation of an event booking (requirements/api.md §8.6); id = the Event item attributes.id', render: async (db, query) => booking(await loadEventDocumentData(db, query)) },
  tours: { what: 'Booking', summary: 'Booking confirmation of a tour booking (requirements/api.md §8.6); id = the Tour item attributes.id', render: async (db, query) => booking(await loadTourDocumentData(db, query)) },
} satisfies Record<string, { what: string; summary: string; render: (db: AppEnv['Variables']['deps']['db'], query: OrderDocumentQuery) => Promise<Rendered> }>;

const id = (name: string) => z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name, in: 'path' }, example: 1 });
const query = z.object({
  token: z.string().min(1).max(100).openapi({ description: 'The order token' }),
  locale: z.string().optional().openapi({ description: 'Print language (de, en, es, fr); the shop main locale when omitted' }),
  download: z.string().optional().openapi({ description: 'Any value: answer as a download (Content-Disposition: attachment) instead of inline' }),
});

/**
 * The remaining document downloads. Like the ticket PDF (ticket-pdf.routes.ts) they need no
 * auth header: the token is the key, and a wrong token, an order that is not valid and an
 * item of another order all answer the same 404. Mounted with a regex segment because hono
 * cannot read a parameter followed by ".pdf"; the route definitions document them.
 */
export function registerOrderDocumentRoutes(app: ApiApp): void {
  for (const [kind, spec] of Object.entries(KINDS)) {
    app.openAPIRegistry.registerPath(createRoute({
      method: 'get', path: `/api/v4/orders/{order_id}/${kind}/{id}.pdf`, tags: ['documents'], summary: spec.summary,
      request: { params: z.object({ order_id: id('order_id'), id: id('id') }), query },
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
        404: errorResponses[404], 422: errorResponses[422],
      },
    }));
    app.get(`/api/v4/orders/:order_id/${kind}/:id{[0-9]+\\.pdf}`, async (c: Context<AppEnv>) => {
      const parsed = z.object({ order_id: id('order_id'), id: id('id') }).merge(query).safeParse({
        order_id: c.req.param('order_id'), id: c.req.param('id')?.replace(/\.pdf$/, ''), token: c.req.query('token'), locale: c.req.query('locale'),
        download: c.req.query('download'),
      });
      if (!parsed.success) {
        if (!c.req.query('token')) throw ApiError.notFound(spec.what);
        throw ApiError.invalid('Validation failed', { base: parsed.error.issues.map((issue) => issue.message) });
      }
      const { pdf, title } = await spec.render(c.get('deps').db, {
        orderId: parsed.data.order_id, itemId: parsed.data.id, token: parsed.data.token, locale: c.get('locale'), shopId: c.get('shop').id,
      });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': pdfDisposition(title, parsed.data.order_id, parsed.data.download !== undefined),
        'Cache-Control': 'private, no-store',
      });
    });
  }
}
