import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses } from '../../http/openapi';
import { loadTicketDocumentData } from './load-ticket-document';
import { pdfDisposition } from './pdf-disposition';
import { renderTicketsPdf } from './ticket-pdf';

const params = z.object({
  order_id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'order_id', in: 'path' }, example: 1 }),
  ticket_sale_id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'ticket_sale_id', in: 'path' }, example: 1 }),
});
const query = z.object({
  token: z.string().min(1).max(100).openapi({ description: 'The order token' }),
  locale: z.string().optional().openapi({ description: 'Print language (de, en, es, fr); the shop main locale when omitted' }),
  download: z.string().optional().openapi({ description: 'Any value: answer as a download (Content-Disposition: attachment) instead of inline' }),
});

const ticketPdfRoute = createRoute({
  method: 'get', path: '/api/v4/orders/{order_id}/tickets/{ticket_sale_id}.pdf', tags: ['documents'],
  summary: 'Tickets of one ticket sale as PDF, one unit per page with QR code and CODE 39 (requirements/api.md §8.6)',
  description: 'No auth header: the order token is the key. 404 when the token is wrong, the order is not valid (or canceled) or the sale belongs to another order.',
  request: { params, query },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

/**
 * Hono cannot read a parameter followed by ".pdf" in one path segment, so the handler is
 * mounted with a regex segment and the route definition is registered for the docs.
 */
export function registerTicketPdfRoute(app: ApiApp): void {
  app.openAPIRegistry.registerPath(ticketPdfRoute);
  app.get('/api/v4/orders/:order_id/tickets/:ticket_sale_id{[0-9]+\\.pdf}', async (c) => {
    const parsed = params.merge(query).safeParse({
      order_id: c.req.param('order_id'), ticket_sale_id: c.req.param('ticket_sale_id').replace(/\.pdf$/, ''),
      token: c.req.query('token'), locale: c.req.query('locale'), download: c.req.query('download'),
    });
    // A missing token is the same "not found" as a wrong one (requirements/api.md §8.6); other bad input is 422.
    if (!parsed.success) {
      if (!c.req.query('token')) throw ApiError.notFound('Ticket');
      throw ApiError.invalid('Validation failed', { base: parsed.error.issues.map((issue) => issue.message) });
    }
    const { order_id, ticket_sale_id, token } = parsed.data;
    const data = await loadTicketDocumentData(c.get('deps').db, {
      orderId: order_id, ticketSaleId: ticket_sale_id, token, locale: c.get('locale'), shopId: c.get('shop').id,
    });
    const pdf = await renderTicketsPdf(data);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': pdfDisposition(data.tickets[0]?.title ?? 'tickets', order_id, parsed.data.download !== undefined),
      'Cache-Control': 'private, no-store',
    });
  });
}
