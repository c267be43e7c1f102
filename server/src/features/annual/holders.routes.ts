import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { json } from '../../http/openapi';
import { dayOf } from '../../shared/berlin-time';
import { knownIds } from '../account/reference.store';
import { COUNTRIES } from '../reference-data/countries';
import { annualHook } from './annual-hook';
import { HOLDERS_PER_SLOT } from './annual-rules';
import { loadHolders } from './annual-view';
import { holderErrors, idOf, type HolderInput } from './holder-rules';
import { createHolder, findLogin, updateHolder } from './holders.store';
import { annualErrorResponses, holder, holderBody, pathId, tokenQuery } from './schemas';
import { ensurePersonalizationToken, isEditableHolder, loadAnnualSales, requireAnnualOrder, type AnnualOrder } from './store';

const tooMany = { description: 'Too many holders created with this token', content: { 'application/json': { schema: z.object({ error: z.string(), errors: z.record(z.string(), z.array(z.string())) }) } } };

const createHolderRoute = createRoute({
  tags: ['annual'], method: 'post', path: '/api/v4/annual/customers',
  summary: 'Creates a holder (another person) for an annual ticket of the order (requirements/api.md §9.2)',
  description: 'A guest customer (level 10, no login) with one address, remembered as created for this order. All fields but date_of_birth are '
    + 'required; errors are keyed by the body\'s field names. 429 after 3 holders per slot of the order.',
  request: { query: tokenQuery, body: { content: { 'application/json': { schema: z.object({ customer: holderBody }) } } } },
  responses: { 201: json(z.object({ customer: holder }), 'The new holder with its personalization_token'), 429: tooMany, ...annualErrorResponses },
});

const updateHolderRoute = createRoute({
  tags: ['annual'], method: 'put', path: '/api/v4/annual/customers/{id}',
  summary: 'Updates the buyer or a holder created with this order token',
  description: 'Only the fields sent change; the addr_* fields change the customer\'s first address. Any other customer id is 404.',
  request: { query: tokenQuery, params: pathId(), body: { content: { 'application/json': { schema: z.object({ customer: holderBody }) } } } },
  responses: { 200: json(z.object({ customer: holder }), 'The updated holder'), ...annualErrorResponses },
});

async function reference(db: Db, shopId: number) {
  return { salutationIds: [...await knownIds(db, 'customer_salutations', shopId)], countryIds: COUNTRIES.map((country) => country.id) };
}

async function checkHolder(db: Db, order: AnnualOrder, input: HolderInput, now: Date, partial: boolean) {
  const errors = holderErrors(input, await reference(db, order.shop_id), dayOf(now), partial);
  if (Object.keys(errors).length) throw ApiError.invalid('Validation failed', errors);
}

const trimmed = (value: string | undefined) => value?.trim();
const birthday = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export function registerAnnualCustomerRoutes(app: ApiApp): void {
  app.openapi(createHolderRoute, async (c) => {
    const { db, now } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.valid('query').token);
    const input = c.req.valid('json').customer;
    await checkHolder(db, order, input, now(), false);
    const slots = (await loadAnnualSales(db, order.id)).reduce((sum, sale) => sum + sale.quantity, 0);
    const id = await createHolder(db, {
      shopId: order.shop_id, orderId: order.id, email: input.email!.trim(), salutationId: idOf(input.customer_salutation_id) ?? null,
      name: input.name!.trim(), surname: input.surname!.trim(), dateOfBirth: birthday(input.date_of_birth) ?? null,
      street: input.addr_street!.trim(), zip: input.addr_zip!.trim(), city: input.addr_city!.trim(), countryId: idOf(input.addr_country_id) ?? null,
    }, HOLDERS_PER_SLOT * slots);
    return c.json({ customer: (await loadHolders(db, [id])).get(id)! }, 201);
  }, annualHook);

  app.openapi(updateHolderRoute, async (c) => {
    const { db, now } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.valid('query').token);
    const id = c.req.valid('param').id;
    if (!(await isEditableHolder(db, order, id))) throw ApiError.notFound('Customer');
    const input = c.req.valid('json').customer;
    await checkHolder(db, order, input, now(), true);
    const current = await findLogin(db, id);
    // A registered account's e-mail is its login; an order token must not change it.
    if (current.level !== 10 && input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase()) {
      throw ApiError.invalid('Validation failed', { email: ['can only be changed in the customer account'] });
    }
    const salutation = idOf(input.customer_salutation_id);
    const country = idOf(input.addr_country_id);
    await updateHolder(db, id, {
      name: trimmed(input.name), surname: trimmed(input.surname), email: trimmed(input.email),
      salutation_id: salutation ?? undefined, date_of_birth: birthday(input.date_of_birth),
    }, { street: trimmed(input.addr_street), zip: trimmed(input.addr_zip), city: trimmed(input.addr_city), country_id: country ?? undefined });
    await ensurePersonalizationToken(db, id);
    return c.json({ customer: (await loadHolders(db, [id])).get(id)! }, 200);
  }, annualHook);
}
