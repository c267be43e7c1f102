import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { text } from '../../shared/localize';
import { findSalutation, listAudiences, listNewsletterGroups, listSalutations } from './reference.store';

const TAG = 'accounts';

const salutationSchema = z.object({ id: z.number().int(), salutation: z.string() }).openapi('CustomerSalutation');

const salutationsRoute = createRoute({
  method: 'get', path: '/api/v4/customer_salutations', tags: [TAG],
  summary: 'Salutations of the customer forms (requirements/accounts.md §3.3; requirements/api.md §18 item 9, designed here)',
  responses: { 200: json(z.object({ customer_salutations: z.array(salutationSchema) }), 'Salutations'), ...readErrors },
});

/** One salutation, for showing a stored salutation_id (e.g. the account page) without the list. */
const salutationRoute = createRoute({
  method: 'get', path: '/api/v4/customer_salutations/{id}', tags: [TAG],
  summary: 'One salutation of the customer forms by id (designed here, like the list)',
  request: { params: idParams },
  responses: { 200: json(z.object({ customer_salutation: salutationSchema }), 'The salutation'), ...notFound, ...readErrors },
});

const audiencesRoute = createRoute({
  method: 'get', path: '/api/v4/price_target_audiences', tags: [TAG],
  summary: 'Price target audiences (1 private default, 2 VIP, 3 schools and institutions)',
  responses: { 200: json(z.object({ price_target_audiences: z.array(z.object({ id: z.number().int(), name: z.string() })) }), 'Audiences'), ...readErrors },
});

const newsletterGroupsRoute = createRoute({
  method: 'get', path: '/api/v4/newsletter_subscriber_groups', tags: [TAG],
  summary: 'Newsletter groups offered on the registration form (requirements/accounts.md §3.3)',
  responses: {
    200: json(z.object({ newsletter_subscriber_groups: z.array(z.object({
      id: z.number().int(), name: z.string(), checkbox_text: z.string().openapi({ description: 'May contain HTML' }), checked: z.boolean(),
    })) }), 'Groups'),
    ...readErrors,
  },
});

export function registerAccountReferenceRoutes(app: ApiApp): void {
  app.openapi(salutationsRoute, async (c) => {
    const rows = await listSalutations(c.get('deps').db, c.get('shop').id);
    return c.json({ customer_salutations: rows.map((row) => ({ id: row.id, salutation: text(row.name, langOf(c)) })) }, 200);
  });

  app.openapi(salutationRoute, async (c) => {
    const row = await findSalutation(c.get('deps').db, c.get('shop').id, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Salutation');
    return c.json({ customer_salutation: { id: row.id, salutation: text(row.name, langOf(c)) } }, 200);
  });

  app.openapi(audiencesRoute, async (c) => {
    const rows = await listAudiences(c.get('deps').db, c.get('shop').id);
    return c.json({ price_target_audiences: rows.map((row) => ({ id: row.id, name: text(row.name, langOf(c)) })) }, 200);
  });

  app.openapi(newsletterGroupsRoute, async (c) => {
    const rows = await listNewsletterGroups(c.get('deps').db, c.get('shop').id);
    const lang = langOf(c);
    return c.json({ newsletter_subscriber_groups: rows.map((row) => ({
      id: row.id, name: text(row.name, lang), checkbox_text: text(row.checkbox_text, lang), checked: row.checked,
    })) }, 200);
  });
}
