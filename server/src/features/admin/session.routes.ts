import { createRoute, z } from '@hono/zod-openapi';
import { clientIp } from '../../http/client-ip';
import { errorResponse, json } from '../../http/openapi';
import type { AdminApp } from './admin-app';
import { signInOperator } from './operator-sign-in';
import { guardErrors, jsonBody, operatorSchema } from './schemas';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie';
import { deleteSession } from './session.store';

const signInRoute = createRoute({
  method: 'post', path: '/session', tags: ['session'],
  summary: 'Operator sign-in; sets the HttpOnly operator_session cookie (Path=/api/admin, 8 h)',
  request: jsonBody(z.object({
    shop: z.string().min(1).max(200).openapi({ description: 'Shop slug or host', example: 'museen' }),
    email: z.string().min(1).max(254), password: z.string().min(1).max(200),
  })),
  responses: {
    201: json(z.object({ operator: operatorSchema }), 'Signed in'),
    401: errorResponse('Unknown shop, e-mail or password (one message for all)'),
    422: errorResponse('Missing field'),
    429: errorResponse('10 failed attempts per e-mail and IP within 15 minutes'),
  },
});

const whoAmIRoute = createRoute({
  method: 'get', path: '/session', tags: ['session'], summary: 'The signed-in operator',
  responses: { 200: json(z.object({ operator: operatorSchema }), 'Signed in'), ...guardErrors },
});

const signOutRoute = createRoute({
  method: 'delete', path: '/session', tags: ['session'], summary: 'Sign out (also fine when not signed in)',
  responses: { 204: { description: 'Signed out' } },
});

export function registerSessionRoutes(app: AdminApp): void {
  app.openapi(signInRoute, async (c) => {
    const { token, operator, shop } = await signInOperator(c.get('deps'), clientIp(c), c.req.valid('json'));
    setSessionCookie(c, token);
    c.header('Cache-Control', 'no-store');
    return c.json({ operator: { id: operator.id, email: operator.email, name: operator.name, shop: { id: shop.id, slug: shop.slug, name: shop.name } } }, 201);
  });
  app.openapi(whoAmIRoute, (c) => {
    const { id, email, name } = c.get('operator');
    const shop = c.get('shop');
    return c.json({ operator: { id, email, name, shop: { id: shop.id, slug: shop.slug, name: shop.name } } }, 200);
  });
  app.openapi(signOutRoute, async (c) => {
    const token = sessionToken(c);
    if (token) await deleteSession(c.get('deps').db, token);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
}
