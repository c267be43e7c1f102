import { createRoute } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { errorResponses } from '../../http/openapi';
import { orderValidHook } from '../orders/on-order-valid';
import { receiveSignedNotification, signedNotification } from './notifications';
import { allowedReturnHosts } from './request-hosts';
import { safeReturnBase, shopReturnUrl } from './return-url';
import { decisionBody, tokenParams } from './schemas';
import { findOrderByToken } from './store';

const EVENTS = { pay: 'paid', fail: 'failed', cancel: 'canceled' } as const;

const decideDef = createRoute({
  method: 'post', path: '/api/v4/payments/sandbox/{token}/decide', tags: ['payments'],
  summary: 'A button of the payment page: sends the signed notification and returns the buyer to the shop',
  description: 'Pay → 303 to `<return>#/checkout/pending?orderId=<token>`; fail and cancel → `<return>#/checkout/failure?orderId=<token>&paymentFailure=true`.',
  request: {
    params: tokenParams,
    body: { content: { 'application/x-www-form-urlencoded': { schema: decisionBody } }, required: true },
  },
  responses: {
    303: { description: 'Back to the shop' },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export function registerDecideRoute(app: ApiApp): void {
  app.openapi(decideDef, async (c) => {
    const { db, now } = c.get('deps');
    const { token } = c.req.valid('param');
    const form = c.req.valid('form');
    // The return target is checked before anything is recorded: a refused URL changes nothing.
    const base = safeReturnBase(form.return_url, allowedReturnHosts(c));
    const order = await findOrderByToken(db, token, c.get('shop').id);
    // The page acts as the provider would: it signs and delivers a notification to the webhook logic.
    const { body, signature } = signedNotification({ id: `page-${form.attempt}`, order_token: order.token, event: EVENTS[form.decision] });
    await receiveSignedNotification(db, body, signature, now(), orderValidHook(db, c.get('deps')));
    return c.redirect(shopReturnUrl(base, form.decision === 'pay' ? 'pending' : 'failure', order.token), 303);
  });
}
