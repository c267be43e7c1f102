import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { sendConfirmationMail } from './account-mails';
import { setAuthHeaders } from './auth-headers';
import { AUTH_TAG, authErrors, customerData, withAuth } from './auth.schemas';
import { customerJson } from './customer-view';
import { confirmEmail, findRegisteredByEmail } from './customer.store';
import { FieldErrorList } from './field-rules';
import { MESSAGES } from './messages';
import { validateRegistration } from './registration-validation';
import { registrationBody } from './registration.schemas';
import { EmailTakenError, storeRegistration } from './registration.store';
import { hashSecret } from './secret-token';
import { issueToken } from './tokens.store';

const registerRoute = createRoute({
  method: 'post', path: '/api/v4/auth', tags: [AUTH_TAG],
  summary: 'Registration (level 20) or guest (level 10); signs in at once (requirements/accounts.md §3.1, requirements/accounts.md §5.2)',
  description: 'Level 20 gets a confirmation e-mail; an unconfirmed customer may still sign in and check out (confirmed: false in the customer).',
  request: { body: { content: { 'application/json': { schema: registrationBody } } } },
  responses: { 200: withAuth(customerData.extend({ status: z.literal('success') }), 'Created and signed in'), ...authErrors },
});

const confirmRoute = createRoute({
  method: 'get', path: '/api/v4/auth/confirmation', tags: [AUTH_TAG],
  summary: 'Confirms the e-mail with the token from the confirmation link (requirements/accounts.md §4.1)',
  request: { query: z.object({ confirmation_token: z.string().max(200).optional() }) },
  responses: {
    200: { description: 'Confirmed', content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } } },
    422: authErrors[422],
  },
});

const fieldError = (field: string, message: string) => ApiError.invalid(MESSAGES.globalErrors, { [field]: [message] });

export function registerRegistrationRoutes(app: ApiApp): void {
  app.openapi(registerRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = c.get('shop');
    const input = await validateRegistration(db, shop, c.req.valid('json'));
    if (input instanceof FieldErrorList) throw ApiError.invalid(MESSAGES.globalErrors, input.errors);
    if (input.level === 20) {
      if (await findRegisteredByEmail(db, shop.id, input.email)) throw fieldError('email', MESSAGES.emailTaken);
    }
    let created;
    try {
      created = await storeRegistration(db, shop, input);
    } catch (error) {
      if (error instanceof EmailTakenError) throw fieldError('email', MESSAGES.emailTaken);
      throw error;
    }
    if (created.confirmationToken) await sendConfirmationMail(c, created.email, created.confirmationToken);
    setAuthHeaders(c, await issueToken(db, created, now()));
    return c.json({ status: 'success' as const, data: await customerJson(db, created) }, 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const { db, now } = c.get('deps');
    const token = c.req.valid('query').confirmation_token ?? '';
    const confirmed = token !== '' && await confirmEmail(db, c.get('shop').id, hashSecret(token), now());
    if (!confirmed) throw fieldError('confirmation_token', MESSAGES.confirmationInvalid);
    return c.json({ success: true as const }, 200);
  });
}
