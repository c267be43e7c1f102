import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses } from '../../http/openapi';
import { pdfDisposition } from '../documents/pdf-disposition';
import { loadApplePass, loadGoogleWalletUrl } from './load-wallet-passes';

const id = (name: string) => z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name, in: 'path' }, example: 1 });
const token = z.string().min(1).max(100).openapi({ description: 'The order token' });
const locale = z.string().optional().openapi({ description: 'Pass language (de, en, es, fr); the shop main locale when omitted' });
const passParams = z.object({ order_id: id('order_id'), ticket_sale_id: id('ticket_sale_id') });
const passQuery = z.object({
  token, locale,
  unit: z.coerce.number().int().positive().max(10_000).default(1).openapi({ description: 'Which admission unit of the sale (1 = first page of its PDF)' }),
});

const applePassRoute = createRoute({
  method: 'get', path: '/api/v4/orders/{order_id}/tickets/{ticket_sale_id}.pkpass', tags: ['documents'],
  summary: 'One admission unit of a ticket sale as an Apple Wallet event ticket (issue 17)',
  description: 'Same authorisation as the ticket PDF: no auth header, the order token is the key; 404 when the token is wrong, the order is not valid (or canceled), the sale belongs to another order, the unit does not exist or the shop switched Apple Wallet off. The QR code carries the barcode the PDF prints on that unit\'s page. Without WALLET_APPLE_* configuration the pass is signed with a demo certificate (devices refuse it).',
  request: { params: passParams, query: passQuery },
  responses: {
    200: { description: 'The signed pass', content: { 'application/vnd.apple.pkpass': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: errorResponses[404], 422: errorResponses[422],
  },
});

const googleRoute = createRoute({
  method: 'get', path: '/api/v4/orders/{order_id}/google-wallet', tags: ['documents'],
  summary: 'Redirect to "Save to Google Wallet" with every ticket of the order (issue 17)',
  description: 'Authorised by the order token like the PDFs. 302 to https://pay.google.com/gp/v/save/<JWT> (RS256, signed with the WALLET_GOOGLE_* service account; one generic object per admission unit, barcode = the PDF\'s). 404 when Google Wallet is not configured or switched off, the token is wrong or the order is not valid.',
  request: { params: z.object({ order_id: id('order_id') }), query: z.object({ token, locale }) },
  responses: { 302: { description: 'Redirect to Google Wallet' }, 404: errorResponses[404], 422: errorResponses[422] },
});

/** Wallet passes beside the PDFs (documents/ticket-pdf.routes.ts), with their authorisation. */
export function registerWalletRoutes(app: ApiApp): void {
  app.openAPIRegistry.registerPath(applePassRoute);
  // A regex segment: hono cannot read a parameter followed by ".pkpass" (as for ".pdf").
  app.get('/api/v4/orders/:order_id/tickets/:ticket_sale_id{[0-9]+\\.pkpass}', async (c) => {
    const parsed = passParams.merge(passQuery).safeParse({
      order_id: c.req.param('order_id'), ticket_sale_id: c.req.param('ticket_sale_id').replace(/\.pkpass$/, ''),
      token: c.req.query('token'), locale: c.req.query('locale'), unit: c.req.query('unit'),
    });
    if (!parsed.success) {
      if (!c.req.query('token')) throw ApiError.notFound('Ticket');
      throw ApiError.invalid('Validation failed', { base: parsed.error.issues.map((issue) => issue.message) });
    }
    const { pkpass, title } = await loadApplePass(c.get('deps').db, {
      orderId: parsed.data.order_id, ticketSaleId: parsed.data.ticket_sale_id, unit: parsed.data.unit, token: parsed.data.token,
      locale: c.get('locale'), shop: c.get('shop'), now: c.get('deps').now(),
    });
    return c.body(new Uint8Array(pkpass), 200, {
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': pdfDisposition(title, parsed.data.order_id, true).replace(/\.pdf/g, `-${parsed.data.unit}.pkpass`),
      'Cache-Control': 'private, no-store',
    });
  });

  app.openAPIRegistry.registerPath(googleRoute);
  app.get('/api/v4/orders/:order_id/google-wallet', async (c) => {
    const parsed = z.object({ order_id: id('order_id'), token, locale }).safeParse({
      order_id: c.req.param('order_id'), token: c.req.query('token'), locale: c.req.query('locale'),
    });
    if (!parsed.success) {
      if (!c.req.query('token')) throw ApiError.notFound('Order');
      throw ApiError.invalid('Validation failed', { base: parsed.error.issues.map((issue) => issue.message) });
    }
    const url = await loadGoogleWalletUrl(c.get('deps').db, {
      orderId: parsed.data.order_id, token: parsed.data.token, locale: c.get('locale'), shop: c.get('shop'), now: c.get('deps').now(),
    });
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(url, 302);
  });
}
