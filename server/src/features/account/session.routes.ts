import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { presentedCredentials, setAuthHeaders } from './auth-headers';
import { AUTH_TAG, authErrors, authRequestHeaders, customerData, withAuth } from './auth.schemas';
import { customerJson } from './customer-view';
import { signIn } from './sign-in';
import { authenticate, revokeToken } from './tokens.store';

const signInRoute = createRoute({
  method: 'post', path: '/api/v4/auth/sign_in', tags: [AUTH_TAG],
  summary: 'Sign in with e-mail and password (devise-token-auth style; requirements/accounts.md §5.3, requirements/accounts.md §8.1)',
  request: { body: { content: { 'application/json': { schema: z.object({ email: z.string().max(500), password: z.string().max(500) }) } } } },
  responses: { 200: withAuth(customerData, 'Signed in; the credentials are in the response headers'), ...authErrors },
});

const validateRoute = createRoute({
  method: 'get', path: '/api/v4/auth/validate_token', tags: [AUTH_TAG],
  summary: 'Checks the credentials headers and returns the customer (requirements/accounts.md §2.2, requirements/accounts.md §7.1)',
  request: { headers: authRequestHeaders },
  responses: { 200: withAuth(z.object({ success: z.literal(true), data: customerData.shape.data }), 'Valid session'), ...authErrors },
});

const signOutRoute = createRoute({
  method: 'delete', path: '/api/v4/auth/sign_out', tags: [AUTH_TAG],
  summary: 'Ends the session of this client only',
  request: { headers: authRequestHeaders },
  responses: {
    200: { description: 'Signed out', content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } } },
    404: { description: 'No such session', content: authErrors[401].content },
  },
});

export function registerSessionRoutes(app: ApiApp): void {
  app.openapi(signInRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    const { customer, credentials } = await signIn(c, email, password);
    setAuthHeaders(c, credentials);
    return c.json({ data: await customerJson(c.get('deps').db, customer) }, 200);
  });

  app.openapi(validateRoute, async (c) => {
    const { db, now } = c.get('deps');
    const found = await authenticate(db, c.get('shop').id, presentedCredentials(c), now());
    if (!found) throw new ApiError(401, 'Invalid login credentials');
    if (found.fresh) setAuthHeaders(c, found.credentials);
    return c.json({ success: true as const, data: await customerJson(db, found.customer) }, 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const { db, now } = c.get('deps');
    const found = await authenticate(db, c.get('shop').id, presentedCredentials(c), now());
    if (!found) throw new ApiError(404, 'User was not found or was not logged in.');
    await revokeToken(db, found.customer.id, found.credentials.client);
    return c.json({ success: true as const }, 200);
  });
}
