import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { errorResponses, json } from '../../http/openapi';
import { orderValidHook } from '../orders/on-order-valid';
import { payEmbedded } from './embedded-payment';
import { shopReturnUrl } from './return-url';
import { orderPaymentState, orderTokenParams } from './schemas';
import { findOrderByToken } from './store';

const text = (description: string) => z.string().max(200).optional().openapi({ description });

const embeddedPaymentBody = z.object({
  method: z.enum(['card', 'sepa']).optional().openapi({ description: 'Default: sepa when iban is sent, else card' }),
  amount: z.number().int().min(0).optional().openapi({ description: 'Must equal the order total (cents)' }),
  currency: z.string().max(3).optional(), description: z.string().max(200).optional(),
  card_number: text('Luhn-checked; 4000 0000 0000 3220 asks for 3-D Secure'),
  card_exp_month: z.union([z.string().max(4), z.number().int()]).optional(),
  card_exp_year: z.union([z.string().max(4), z.number().int()]).optional(),
  card_cvc: text('3 or 4 digits'), card_holder: text('Name on the card'),
  iban: text('mod-97 checked'), bic: text('Optional; 8 or 11 characters'), accountholder: text('Account holder'),
  three_ds_session: z.string().max(128).optional().openapi({ description: 'From a 3ds_required answer' }),
  three_ds_result: z.enum(['confirm', 'cancel']).optional(),
}).openapi('SandboxEmbeddedPayment');

const resultSchema = z.object({
  status: z.enum(['success', '3ds_required']),
  three_ds_session: z.string().optional(),
  redirect_url: z.string().optional().openapi({ description: 'The shop page to continue with (pending poll)' }),
  order: orderPaymentState.optional(),
}).openapi('SandboxEmbeddedPaymentResult');

const payDef = createRoute({
  method: 'post', path: '/api/v4/orders/{orderId}/payments/sandbox', tags: ['payments'],
  summary: 'Embedded card / SEPA form of the sandbox provider (requirements/payment.md §2.1, requirements/payment.md §7.1)',
  description: 'Invalid fields → 422 with the provider code as `error` and per field (requirements/payment.md §8.1): field_invalid_card_number (Luhn), field_invalid_card_exp (expired), field_invalid_card_exp_month/_year, field_invalid_card_cvc, field_invalid_card_holder, field_invalid_iban (mod 97), field_invalid_bic, field_invalid_account_holder, field_invalid_amount, field_invalid_currency, invalid_payment_data (order not outstanding), 3ds_cancelled.',
  request: { params: orderTokenParams, body: { content: { 'application/json': { schema: embeddedPaymentBody } }, required: true } },
  responses: { 200: json(resultSchema, 'Paid, or a 3-D Secure step is needed'), 404: errorResponses[404], 422: errorResponses[422] },
});

export function registerEmbeddedPaymentRoute(app: ApiApp): void {
  app.openapi(payDef, async (c) => {
    const { db, now } = c.get('deps');
    const shop = c.get('shop');
    const order = await findOrderByToken(db, c.req.valid('param').orderId, shop.id);
    const result = await payEmbedded(db, order, shop.currency, c.req.valid('json'), now(), orderValidHook(db, c.get('deps')));
    if (result.status === '3ds_required') return c.json({ status: result.status, three_ds_session: result.three_ds_session }, 200);
    return c.json({ status: result.status, order: result.notification.order, redirect_url: shopReturnUrl('/', 'pending', order.token) }, 200);
  });
}
