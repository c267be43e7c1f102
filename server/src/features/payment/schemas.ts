import { z } from '@hono/zod-openapi';

export const tokenParams = z.object({
  token: z.string().min(1).max(100).openapi({ param: { name: 'token', in: 'path' }, description: 'The order token', example: 'Xk2y9Qm4R7tWb1sZc8dLpA' }),
});

export const orderTokenParams = z.object({
  orderId: z.string().min(1).max(100).openapi({ param: { name: 'orderId', in: 'path' }, description: 'The order token (as in /checkout/pending?orderId=)' }),
});

const returnUrl = z.string().max(2000).optional()
  .openapi({ description: 'Shop page to return to: a path on this site or a URL on this shop\'s host (no open redirects)', example: '/' });

export const payPageQuery = z.object({
  locale: z.string().optional(),
  return_url: returnUrl,
  checksum: z.string().max(200).optional().openapi({ description: 'Wallet / instant-transfer checksum from the checksums call' }),
  checksum_type: z.enum(['wallet', 'instant']).optional(),
});

export const payFormBody = z.object({
  amount: z.string().regex(/^\d+$/), currency: z.string().max(3).optional(), locale: z.string().optional(),
  signature: z.string().max(200), return_url: returnUrl,
}).openapi('SandboxPaymentForm');

export const decisionBody = z.object({
  decision: z.enum(['pay', 'fail', 'cancel']),
  attempt: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).openapi({ description: 'Per page view; a double submit is the same notification' }),
  return_url: returnUrl,
}).openapi('SandboxDecision');

export const orderPaymentState = z.object({
  token: z.string(), payment_status: z.number().int(), is_valid: z.boolean(), canceled: z.boolean(),
}).openapi('OrderPaymentState');

export const notificationResult = z.object({
  notification: z.object({
    id: z.string(),
    outcome: z.enum(['completed', 'failed', 'canceled', 'rejected']),
    reason: z.string().nullable().openapi({ description: 'Why a notification was rejected, e.g. payment_deadline_passed' }),
    duplicate: z.boolean().openapi({ description: 'This id was applied before; nothing changed now' }),
    order: orderPaymentState,
  }),
}).openapi('SandboxNotificationResult');

export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
