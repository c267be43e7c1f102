import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { paymentChecksum } from './form-signature';
import { requestOrigin } from './request-hosts';
import { orderTokenParams } from './schemas';
import { isOutstanding } from './state-machine';
import { findOrderByToken } from './store';

const checksumDef = createRoute({
  method: 'post', path: '/api/v4/orders/{orderId}/payments/sandbox/checksums', tags: ['payments'],
  summary: 'Checksum for the express wallet, or with checksum_type=instant for instant bank transfer (requirements/payment.md §7.1)',
  description: 'Empty body. The checksum binds order, amount and method; payment_url opens the hosted page for it and ends in `locale=`.',
  request: {
    params: orderTokenParams,
    query: z.object({ checksum_type: z.enum(['wallet', 'instant']).optional(), locale: z.string().optional() }),
  },
  responses: {
    200: json(z.object({
      checksum: z.string(), checksum_type: z.enum(['wallet', 'instant']), payment_url: z.string(),
    }).openapi('SandboxChecksum'), 'The checksum'),
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export function registerChecksumRoute(app: ApiApp): void {
  app.openapi(checksumDef, async (c) => {
    const { db, now } = c.get('deps');
    const order = await findOrderByToken(db, c.req.valid('param').orderId, c.get('shop').id);
    // requirements/checkout-and-orders.md §8.1: a checksum failure sends the buyer to checkout failure, so a closed order gets none.
    if (!isOutstanding(order, now())) throw ApiError.invalid('invalid_payment_data', { order: ['is not outstanding'] });
    const type = c.req.valid('query').checksum_type ?? 'wallet';
    const checksum = paymentChecksum(order.token, order.total_price_cents, type);
    const payment_url = `${requestOrigin(c)}/api/v4/payments/sandbox/${encodeURIComponent(order.token)}/pay`
      + `?checksum=${checksum}&checksum_type=${type}&locale=`;
    return c.json({ checksum, checksum_type: type, payment_url }, 200);
  });
}
