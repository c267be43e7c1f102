import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { sendResetMail } from './account-mails';
import { AUTH_TAG, authErrors } from './auth.schemas';
import { findRegisteredByEmail } from './customer.store';
import { checkNewPassword, FieldErrorList, isEmail, normalizeEmail } from './field-rules';
import { MESSAGES } from './messages';
import { hashPassword } from './password';
import { findPasswordReset, insertPasswordReset, resetPassword } from './password-reset.store';
import { assertWithinLimits, recordAttempt } from './rate-limit.store';
import { hashSecret, newSecret } from './secret-token';
import { revokeAllTokens } from './tokens.store';

const RESET_LIFETIME_MS = 6 * 3600_000;
const HOUR = 3600_000;
const messageSchema = z.object({ success: z.literal(true), message: z.string() });

const requestRoute = createRoute({
  method: 'post', path: '/api/v4/auth/password', tags: [AUTH_TAG],
  summary: 'Requests a password-reset e-mail; the same answer whether the address is known or not (requirements/accounts.md §5.5)',
  request: { body: { content: { 'application/json': { schema: z.object({ email: z.string().max(500).optional(), redirect_url: z.string().max(2000).optional() }) } } } },
  responses: { 200: { description: 'Accepted', content: { 'application/json': { schema: messageSchema } } }, 422: authErrors[422], 429: authErrors[429] },
});

const resetRoute = createRoute({
  method: 'put', path: '/api/v4/auth/password', tags: [AUTH_TAG],
  summary: 'Sets a new password with the token from the e-mail; signs out every device',
  request: { body: { content: { 'application/json': { schema: z.object({
    reset_password_token: z.string().max(200).optional(), password: z.string().max(1000).optional(), password_confirmation: z.string().max(1000).optional(),
  }) } } } },
  responses: { 200: { description: 'Password changed', content: { 'application/json': { schema: messageSchema } } }, 422: authErrors[422] },
});

export function registerPasswordRoutes(app: ApiApp): void {
  app.openapi(requestRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = c.get('shop');
    const email = normalizeEmail(c.req.valid('json').email);
    if (!email) throw ApiError.invalid(MESSAGES.globalErrors, { email: [MESSAGES.emailRequire] });
    if (!isEmail(email)) throw ApiError.invalid(MESSAGES.globalErrors, { email: [MESSAGES.emailValid] });
    const key = `password_reset:${shop.id}:${email}`;
    await assertWithinLimits(db, [{ key, max: 5, windowMs: HOUR }], now());
    await recordAttempt(db, [key], now());
    const customer = await findRegisteredByEmail(db, shop.id, email);
    if (customer) {
      const token = newSecret();
      await insertPasswordReset(db, customer.id, hashSecret(token), new Date(now().getTime() + RESET_LIFETIME_MS));
      await sendResetMail(c, customer.email, token);
    }
    return c.json({ success: true as const, message: MESSAGES.resetRequested }, 200);
  });

  app.openapi(resetRoute, async (c) => {
    const { db, now } = c.get('deps');
    const body = c.req.valid('json');
    const list = new FieldErrorList();
    checkNewPassword(list, body.password, body.password_confirmation);
    const reset = body.reset_password_token ? await findPasswordReset(db, c.get('shop').id, hashSecret(body.reset_password_token), now()) : undefined;
    if (!reset) list.add('reset_password_token', MESSAGES.resetTokenInvalid);
    if (!list.empty || !reset) throw ApiError.invalid(MESSAGES.globalErrors, list.errors);
    const passwordHash = await hashPassword(body.password!);
    if (!(await resetPassword(db, reset, passwordHash, now()))) {
      throw ApiError.invalid(MESSAGES.globalErrors, { reset_password_token: [MESSAGES.resetTokenInvalid] });
    }
    await revokeAllTokens(db, reset.customer_id);
    return c.json({ success: true as const, message: MESSAGES.resetDone }, 200);
  });
}
