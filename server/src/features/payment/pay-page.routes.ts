import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses } from '../../http/openapi';
import { paymentPageCsp } from '../../http/security-headers';
import { verifyFormSignature, verifyPaymentChecksum } from './form-signature';
import { payPageHtml } from './pay-page';
import { htmlPage, payFormBody, payPageQuery, tokenParams } from './schemas';
import { findOrderByToken } from './store';

const getDef = createRoute({
  method: 'get', path: '/api/v4/payments/sandbox/{token}/pay', tags: ['payments'],
  summary: 'Hosted sandbox payment page (redirect and iframe modes): amount and Pay / Fail / Cancel',
  description: 'Server-rendered HTML, no script. meta.payment_url of the order response points here and ends in `locale=`, which the shop completes.',
  request: { params: tokenParams, query: payPageQuery },
  responses: { 200: htmlPage('The payment page'), 404: errorResponses[404], 422: errorResponses[422] },
});

const postDef = createRoute({
  method: 'post', path: '/api/v4/payments/sandbox/{token}/pay', tags: ['payments'],
  summary: 'Target of the auto-posted form (meta.payment_data): checks the signed params and shows the payment page',
  request: {
    params: tokenParams,
    body: { content: { 'application/x-www-form-urlencoded': { schema: payFormBody } }, required: true },
  },
  responses: { 200: htmlPage('The payment page'), 404: errorResponses[404], 422: errorResponses[422] },
});

export function registerPayPageRoutes(app: ApiApp): void {
  app.openapi(getDef, async (c) => {
    const { token } = c.req.valid('param');
    const query = c.req.valid('query');
    if (query.checksum || query.checksum_type) {
      const order = await findOrderByToken(c.get('deps').db, token, c.get('shop').id);
      if (!verifyPaymentChecksum(order.token, order.total_price_cents, query.checksum_type ?? 'wallet', query.checksum)) {
        throw ApiError.invalid('invalid_payment_data', { checksum: ['does not match this order'] });
      }
    }
    c.header('Content-Security-Policy', paymentPageCsp(c.get('shop').hosts));
    c.header('X-Frame-Options', 'SAMEORIGIN'); // older browsers; frame-ancestors above is what counts
    return c.html(await payPageHtml(c, token, query.return_url), 200);
  });
  app.openapi(postDef, async (c) => {
    const { token } = c.req.valid('param');
    const form = c.req.valid('form');
    const order = await findOrderByToken(c.get('deps').db, token, c.get('shop').id);
    if (!verifyFormSignature(order.token, form.amount, form.signature) || Number(form.amount) !== order.total_price_cents) {
      throw ApiError.invalid('field_invalid_amount', { signature: ['does not match the order and amount'] });
    }
    c.header('Content-Security-Policy', paymentPageCsp(c.get('shop').hosts));
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.html(await payPageHtml(c, token, form.return_url), 200);
  });
}
