import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { validateAccountUpdate } from './account-update-validation';
import { accountUpdateBody } from './account-update.schemas';
import { setAuthHeaders } from './auth-headers';
import { AUTH_TAG, authErrors, authRequestHeaders, customerData, withAuth } from './auth.schemas';
import { customerJson } from './customer-view';
import { updateCustomer } from './customer.store';
import { FieldErrorList } from './field-rules';
import { MESSAGES } from './messages';
import { hashPassword } from './password';
import { currentCredentials, currentCustomer, requireCustomer } from './require-customer';
import { revokeOtherClients } from './tokens.store';

const updateRoute = createRoute({
  method: 'put', path: '/api/v4/auth', tags: [AUTH_TAG], middleware: [requireCustomer],
  summary: 'Profile and password change of the signed-in customer (requirements/accounts.md §5.4); only the fields sent change',
  request: { headers: authRequestHeaders, body: { content: { 'application/json': { schema: accountUpdateBody } } } },
  responses: { 200: withAuth(customerData.extend({ status: z.literal('success') }), 'Updated'), ...authErrors },
});

export function registerAccountUpdateRoute(app: ApiApp): void {
  app.openapi(updateRoute, async (c) => {
    const { db } = c.get('deps');
    const customer = currentCustomer(c);
    const update = await validateAccountUpdate(db, customer, c.req.valid('json'));
    if (update instanceof FieldErrorList) throw ApiError.invalid(MESSAGES.globalErrors, update.errors);
    const { password, ...profile } = update;
    const values = { ...profile, ...(password ? { password_hash: await hashPassword(password) } : {}) };
    try {
      if (Object.keys(values).length) await updateCustomer(db, customer.id, values);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw ApiError.invalid(MESSAGES.globalErrors, { email: [MESSAGES.emailTaken] });
      throw error;
    }
    // A new password signs out every other device; this one stays signed in.
    if (password) await revokeOtherClients(db, customer.id, currentCredentials(c).client);
    // The uid header is the e-mail, so the client must learn the new one.
    if (profile.email) setAuthHeaders(c, { ...currentCredentials(c), uid: profile.email });
    return c.json({ status: 'success' as const, data: await customerJson(db, customer) }, 200);
  });
}
