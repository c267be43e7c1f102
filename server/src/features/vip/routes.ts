import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { dayOf } from '../../shared/berlin-time';
import { authErrors, authRequestHeaders, customerData, withAuth } from '../account/auth.schemas';
import { customerJson } from '../account/customer-view';
import { assertWithinLimits, recordAttempt } from '../account/rate-limit.store';
import { currentCustomer, requireCustomer } from '../account/require-customer';
import { spendCodeBudget } from '../coupons/code-budget';
import { redeemVipCode } from './store';

const VIP_CODE_INVALID = 'The code is not valid.';

// Codes are short secrets: ten failures per customer or address in 15 minutes, as for sign-in.
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

const route = createRoute({
  tags: ['customer'], middleware: [requireCustomer], method: 'post', path: '/api/v4/customer/token/{token}',
  summary: 'Redeems a VIP code for the signed-in customer (requirements/annual-and-vip.md §2.2 VIP area, requirements/annual-and-vip.md §7.2 VIP)',
  description: 'Body {id, email} must name the signed-in customer. A valid code (not expired, uses left) moves the customer into the code\'s price target audience, '
    + 'so ticket lists with vip=true show that audience\'s tickets and prices. 422 {error, errors: {token: [...]}} for an unknown, expired or used-up code; '
    + '429 after 10 failures in 15 minutes per customer or address.',
  request: {
    headers: authRequestHeaders,
    params: z.object({ token: z.string().trim().min(1).max(64).openapi({ param: { name: 'token', in: 'path' }, example: 'VIP-MUSEEN-2026' }) }),
    body: { content: { 'application/json': { schema: z.object({ id: z.number().int().positive(), email: z.string().max(254) }) } } },
  },
  responses: { 200: withAuth(customerData, 'The customer with the new price_target_audience_id'), ...authErrors },
});

export function registerVipRoutes(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const { db, now } = c.get('deps');
    const customer = currentCustomer(c);
    const { id, email } = c.req.valid('json');
    if (id !== customer.id || email.trim().toLowerCase() !== customer.email.toLowerCase()) {
      throw ApiError.invalid(VIP_CODE_INVALID, { id: ['does not match the signed-in customer'] });
    }
    // Wrong codes count per customer; every code tried also spends the client's shared code budget.
    const keys = [`vip_code:${customer.id}`];
    await assertWithinLimits(db, keys.map((key) => ({ key, max: MAX_FAILURES, windowMs: WINDOW_MS })), now());
    await spendCodeBudget(c, 1);
    const code = c.req.valid('param').token.toUpperCase();
    const redeemed = await redeemVipCode(db, customer, code, dayOf(now()));
    if (!redeemed) {
      await recordAttempt(db, keys, now());
      throw ApiError.invalid(VIP_CODE_INVALID, { token: [VIP_CODE_INVALID] });
    }
    return c.json({ data: await customerJson(db, customer) }, 200);
  });
}
