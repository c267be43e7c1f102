import { z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { NotificationOutcome } from './payment-status';
import { sign, verify } from './signing';
import { applyNotificationLocked, expireUnpaidOrders } from './store';

export const notificationSchema = z.object({
  id: z.string().min(1).max(100).openapi({ example: 'ntf_3JkQ2' }),
  order_token: z.string().min(1).max(100),
  event: z.enum(['paid', 'failed', 'canceled']),
}).openapi('SandboxNotification');

export type SandboxNotification = z.infer<typeof notificationSchema>;

export interface NotificationResult {
  id: string; outcome: NotificationOutcome; reason: string | null; duplicate: boolean;
  order: { token: string; payment_status: number; is_valid: boolean; canceled: boolean };
}

/** Serialises and signs a notification the way the sandbox provider sends it. */
export function signedNotification(notification: SandboxNotification): { body: string; signature: string } {
  const body = JSON.stringify(notification);
  return { body, signature: sign(body) };
}

/** Called after a notification made an order valid (confirmation mail, coupon debits: orders/on-order-valid.ts). */
export type OnOrderValid = (orderId: number) => Promise<void>;

/**
 * Applies one notification under a row lock, so two deliveries of the same id
 * cannot both book. Expired orders are canceled first, so a late 'paid' is rejected.
 * `onValid` runs after the commit, only for the notification that completed the order.
 */
export async function recordNotification(db: Db, notification: SandboxNotification, now: Date, onValid?: OnOrderValid): Promise<NotificationResult> {
  await expireUnpaidOrders(db, now);
  const { orderId, token, transition } = await applyNotificationLocked(db, notification, now);
  const { payment_status, is_valid, canceled } = transition.state;
  const result = {
    id: notification.id, outcome: transition.outcome, reason: transition.reason, duplicate: transition.duplicate,
    order: { token, payment_status, is_valid, canceled },
  };
  if (!transition.duplicate && transition.outcome === 'completed' && onValid) await onValid(orderId);
  return result;
}

/** The webhook: the signature over the raw body is checked before anything is parsed. */
export async function receiveSignedNotification(db: Db, body: string, signature: string | undefined, now: Date, onValid?: OnOrderValid) {
  if (!verify(body, signature)) throw new ApiError(401, 'Invalid signature', { 'X-Sandbox-Signature': ['does not match the body'] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw ApiError.invalid('Malformed notification', { base: ['is not JSON'] });
  }
  const result = notificationSchema.safeParse(parsed);
  if (!result.success) {
    throw ApiError.invalid('Malformed notification', Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.') || 'base', [issue.message]]),
    ));
  }
  return recordNotification(db, result.data, now, onValid);
}
