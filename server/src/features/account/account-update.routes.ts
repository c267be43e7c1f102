import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { setAuthHeaders } from './auth-headers';
import { customerJson } from './customer-json';
import { FieldErrorList } from './field-rules';
import { MESSAGES } from './messages';
import { hashPassword } from './password';
import { ApiError } from '../../http/api-error';
import { currentCredentials, currentCustomer, requireCustomer } from './require-customer';
import { validateAccountUpdate } from './account-update-validation';
import { AUTH_TAG, authErrors, authRequestHeaders, customerData, withAuth } from './auth.schemas';

const looseId = z.union([z.number(), z.string().max(20)]).nullable().optional();
const text = z.string().max(1000).nullable().optional();

export const accountUpdateBody = z.object({
  customer_salutation_id: looseId, name: text, surname: text, email: text, email_confirmation: text, language_id: looseId,
  date_of_birth: text, customer_type: z.union([z.number(), z.string().max(5)]).optional(),
  password: text, password_confirmation: text,
  current_password: text.openapi({ description: 'Required when password is sent' }),
}).openapi('AccountUpdateRequest');

const updateRoute = createRoute({
  method: 'put', path: '/api/v4/auth', tags: [AUTH_TAG], middleware: [requireCustomer],
  summary: 'Profile and password change of the signed-in customer (spec §5.6); only the fields sent change',
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
      if (Object.keys(values).length) await db.updateTable('customers').set(values).where('id', '=', customer.id).execute();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw ApiError.invalid(MESSAGES.globalErrors, { email: [MESSAGES.emailTaken] });
      throw error;
    }
    // A new password signs out every other device; this one stays signed in.
    if (password) await db.deleteFrom('auth_tokens').where('customer_id', '=', customer.id).where('client', '!=', currentCredentials(c).client).execute();
    // The uid header is the e-mail, so the client must learn the new one.
    if (profile.email) setAuthHeaders(c, { ...currentCredentials(c), uid: profile.email });
    return c.json({ status: 'success' as const, data: await customerJson(db, customer) }, 200);
  });
}
