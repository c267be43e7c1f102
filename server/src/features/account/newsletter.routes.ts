import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { authErrors, authRequestHeaders, withAuth } from './auth.schemas';
import { updateCustomer } from './customer.store';
import { idListOf } from './field-rules';
import { MESSAGES } from './messages';
import { knownIds } from './reference.store';
import { currentCustomer, requireCustomer } from './require-customer';

const subscribed = z.object({ newsletter_group_ids: z.array(z.number().int()) });
const base = { tags: ['customer'], middleware: [requireCustomer] };

const getRoute = createRoute({
  ...base, method: 'get', path: '/api/v4/customer/newsletter_groups', summary: 'Newsletter groups the customer subscribed to (requirements/accounts.md §7.2)',
  request: { headers: authRequestHeaders }, responses: { 200: withAuth(subscribed, 'Subscribed group ids'), ...authErrors },
});

const postRoute = createRoute({
  ...base, method: 'post', path: '/api/v4/customer/newsletter_groups', summary: 'Replaces the subscriptions with the given ids',
  request: {
    headers: authRequestHeaders,
    body: { content: { 'application/json': { schema: z.object({
      ids: z.union([z.string().max(500), z.array(z.union([z.number(), z.string().max(20)])).max(50)]).optional()
        .openapi({ description: 'Ids as an array or a comma string; [] unsubscribes from all' }),
    }) } } },
  },
  responses: { 200: withAuth(subscribed, 'Subscribed group ids'), ...authErrors },
});

export function registerNewsletterRoutes(app: ApiApp): void {
  app.openapi(getRoute, (c) => c.json({ newsletter_group_ids: currentCustomer(c).newsletter_group_ids }, 200));

  app.openapi(postRoute, async (c) => {
    const { db } = c.get('deps');
    const customer = currentCustomer(c);
    const ids = idListOf(c.req.valid('json').ids);
    const known = await knownIds(db, 'newsletter_subscriber_groups', customer.shop_id);
    if (ids === null || ids.some((id) => !known.has(id))) {
      throw ApiError.invalid(MESSAGES.globalErrors, { ids: [MESSAGES.invalidChoice] });
    }
    await updateCustomer(db, customer.id, { newsletter_group_ids: ids });
    return c.json({ newsletter_group_ids: ids }, 200);
  });
}
