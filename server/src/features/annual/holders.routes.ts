import { createRoute, z } from '@hono/zod-openapi';
import { randomUUID } from 'node:crypto';
import type { ApiApp } from '../../http/app-env';
import type { Db } from '../../db/connect';
import { dayOf } from '../../shared/berlin-time';
import { ApiError } from '../../http/api-error';
import { COUNTRIES } from '../reference-data/countries';
import { annualErrors } from './annual-errors';
import { annualHook } from './annual-hook';
import { loadHolders } from './annual-json';
import { HOLDERS_PER_SLOT } from './annual-rules';
import { annualErrorResponses, holder, holderBody, pathId, tokenQuery } from './schemas';
import { ensurePersonalizationToken, isEditableHolder, loadAnnualSales, requireAnnualOrder, type AnnualOrder } from './store';
import { holderErrors, idOf, type HolderInput } from './holder-rules';
import { json } from '../../http/openapi';

const tooMany = { description: 'Too many holders created with this token', content: { 'application/json': { schema: z.object({ error: z.string(), errors: z.record(z.string(), z.array(z.string())) }) } } };

const createHolderRoute = createRoute({
  tags: ['annual'], method: 'post', path: '/api/v4/annual/customers',
  summary: 'Creates a holder (another person) for an annual ticket of the order (ENDPOINTS.md §9.2)',
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
  const salutations = await db.selectFrom('customer_salutations').select('id').where('shop_id', '=', shopId).execute();
  return { salutationIds: salutations.map((row) => row.id), countryIds: COUNTRIES.map((country) => country.id) };
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
    const id = await db.transaction().execute(async (trx) => {
      // The order row lock serialises concurrent creations, so the cap holds under parallel requests.
      await trx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
      const created = await trx.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('created_for_order_id', '=', order.id).executeTakeFirstOrThrow();
      if (Number(created.count) >= HOLDERS_PER_SLOT * slots) throw annualErrors.tooManyHolders();
      const customer = await trx.insertInto('customers').values({
        shop_id: order.shop_id, email: input.email!.trim(), data: '{}', level: 10, password_hash: null, confirmed_at: null, confirmation_token: null,
        salutation_id: idOf(input.customer_salutation_id) ?? null, name: input.name!.trim(), surname: input.surname!.trim(), language_id: null,
        price_target_audience_id: null, date_of_birth: birthday(input.date_of_birth) ?? null, selected_address_id: null,
        personalization_token: randomUUID(), created_for_order_id: order.id,
      }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('customer_addresses').values({
        customer_id: customer.id, adressat: `${input.name!.trim()} ${input.surname!.trim()}`, street: input.addr_street!.trim(),
        zip: input.addr_zip!.trim(), city: input.addr_city!.trim(), country_id: idOf(input.addr_country_id) ?? null,
        vat_number: null, institution_name: null, cost_centre: null, price_target_audience_id: null,
      }).execute();
      return customer.id;
    });
    return c.json({ customer: (await loadHolders(db, [id])).get(id)! }, 201);
  }, annualHook);

  app.openapi(updateHolderRoute, async (c) => {
    const { db, now } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.valid('query').token);
    const id = c.req.valid('param').id;
    if (!(await isEditableHolder(db, order, id))) throw ApiError.notFound('Customer');
    const input = c.req.valid('json').customer;
    await checkHolder(db, order, input, now(), true);
    const current = await db.selectFrom('customers').select(['level', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
    // A registered account's e-mail is its login; an order token must not change it.
    if (current.level !== 10 && input.email !== undefined && input.email.trim().toLowerCase() !== current.email.toLowerCase()) {
      throw ApiError.invalid('Validation failed', { email: ['can only be changed in the customer account'] });
    }
    const salutation = idOf(input.customer_salutation_id);
    const country = idOf(input.addr_country_id);
    await db.transaction().execute(async (trx) => {
      const changes = {
        name: trimmed(input.name), surname: trimmed(input.surname), email: trimmed(input.email),
        salutation_id: salutation ?? undefined, date_of_birth: birthday(input.date_of_birth),
      };
      if (Object.values(changes).some((value) => value !== undefined)) await trx.updateTable('customers').set(changes).where('id', '=', id).execute();
      const address = { street: trimmed(input.addr_street), zip: trimmed(input.addr_zip), city: trimmed(input.addr_city), country_id: country ?? undefined };
      if (!Object.values(address).some((value) => value !== undefined)) return;
      const first = await trx.selectFrom('customer_addresses').select('id').where('customer_id', '=', id).orderBy('id').executeTakeFirst();
      if (first) await trx.updateTable('customer_addresses').set(address).where('id', '=', first.id).execute();
      else await trx.insertInto('customer_addresses').values({ customer_id: id, ...address, vat_number: null, institution_name: null, cost_centre: null, price_target_audience_id: null }).execute();
    });
    await ensurePersonalizationToken(db, id);
    return c.json({ customer: (await loadHolders(db, [id])).get(id)! }, 200);
  }, annualHook);
}
