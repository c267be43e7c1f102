import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import type { AppEnv } from '../../http/app-env';
import { errorResponses, json, errorSchema } from '../../http/openapi';
import { orderValidHook } from '../orders/on-order-valid';
import { notificationSchema, recordNotification } from './notifications';
import { notificationResult } from './schemas';
import { verify } from './signing';

/** Runs before body validation: the signature covers the raw bytes, and an unsigned body is not even parsed. */
const requireSignature: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!verify(await c.req.text(), c.req.header('x-sandbox-signature'))) {
    throw new ApiError(401, 'Invalid signature', { 'X-Sandbox-Signature': ['does not match the body'] });
  }
  await next();
};

const notifyDef = createRoute({
  method: 'post', path: '/api/v4/payments/sandbox/notify', tags: ['payments'],
  summary: 'Sandbox provider webhook: a signed payment notification (paid | failed | canceled)',
  description: 'Header X-Sandbox-Signature = hex HMAC-SHA256 of the raw body with the server\'s sandbox secret (PAYMENT_SANDBOX_SECRET, else random per process). A repeated id answers its first outcome (duplicate: true); a notification for an order that is no longer outstanding (paid, failed, canceled, past its payment deadline) is recorded as rejected and changes nothing.',
  middleware: [requireSignature] as const,
  request: {
    headers: z.object({ 'x-sandbox-signature': z.string().openapi({ description: 'Hex HMAC-SHA256 of the raw body' }) }),
    body: { content: { 'application/json': { schema: notificationSchema } }, required: true },
  },
  responses: {
    200: json(notificationResult, 'The outcome'),
    401: { description: 'Missing or wrong signature', content: { 'application/json': { schema: errorSchema } } },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export function registerNotifyRoute(app: ApiApp): void {
  app.openapi(notifyDef, async (c) => {
    const deps = c.get('deps');
    return c.json({ notification: await recordNotification(deps.db, c.req.valid('json'), deps.now(), orderValidHook(deps.db, deps)) }, 200);
  });
}
