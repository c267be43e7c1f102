import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { DISPATCH_MODES } from '../reference-data/dispatch-modes';
import { annualErrors } from './annual-errors';
import { annualHook } from './annual-hook';
import { loadHolders, personalizationJson } from './annual-json';
import { annualErrorResponses, pathId, personalization, tokenQuery } from './schemas';
import { requireAnnualOrder, requireSlot } from './store';
import { json } from '../../http/openapi';

const route = createRoute({
  tags: ['annual'], method: 'put', path: '/api/v4/annual/personalizations/{id}',
  summary: 'Names the holder and address of one annual ticket slot (ENDPOINTS.md §9.3)',
  description: 'customer_personalization_token names the holder (the buyer\'s from GET /annual/order, or a new holder\'s from POST /annual/customers); '
    + 'customer_adress_id must be one of that holder\'s addresses. 422 codes: not_personalizable, already_personalized (sent), invalid_token '
    + '(unknown holder token), holder_taken (the holder already has another slot of this sale).',
  request: {
    query: tokenQuery, params: pathId(),
    body: { content: { 'application/json': { schema: z.object({ personalization: z.object({
      customer_personalization_token: z.string().max(100), customer_adress_id: z.coerce.number().int().positive().max(2_147_483_647),
      dispatch_mode_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
    }) }) } } },
  },
  responses: { 200: json(z.object({ personalization }), 'The slot with its holder'), ...annualErrorResponses },
});

export function registerAnnualPersonalizationRoutes(app: ApiApp): void {
  app.openapi(route, async (c) => {
    const { db } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.valid('query').token);
    const slot = await requireSlot(db, order.id, c.req.valid('param').id);
    if (!slot.personalizeable) throw annualErrors.notPersonalizable();
    if (slot.sent_at) throw annualErrors.alreadyPersonalized();
    const body = c.req.valid('json').personalization;
    const holder = await db.selectFrom('customers').select('id')
      .where('shop_id', '=', order.shop_id).where('personalization_token', '=', body.customer_personalization_token.trim()).executeTakeFirst();
    if (!holder) throw annualErrors.invalidToken({ customer_personalization_token: ['does not name a customer'] });
    const address = await db.selectFrom('customer_addresses').select('id')
      .where('id', '=', body.customer_adress_id).where('customer_id', '=', holder.id).executeTakeFirst();
    if (!address) throw ApiError.invalid('Validation failed', { customer_adress_id: ['is not an address of this customer'] });
    if (body.dispatch_mode_id && !DISPATCH_MODES.some((mode) => mode.id === body.dispatch_mode_id)) {
      throw ApiError.invalid('Validation failed', { dispatch_mode_id: ['is not a dispatch mode'] });
    }
    // One person, one card per sale (spec browsing §4: currentUser is hidden once used on another slot).
    const taken = await db.selectFrom('annual_personalizations').select('id')
      .where('ticket_sale_id', '=', slot.ticket_sale_id).where('customer_id', '=', holder.id).where('id', '<>', slot.id).executeTakeFirst();
    if (taken) throw annualErrors.holderTaken();
    const updated = await db.updateTable('annual_personalizations')
      .set({ customer_id: holder.id, address_id: address.id, ...(body.dispatch_mode_id !== undefined ? { dispatch_mode_id: body.dispatch_mode_id } : {}) })
      .where('id', '=', slot.id).returning('dispatch_mode_id').executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505') throw annualErrors.holderTaken();
        throw error;
      });
    const view = { ...slot, customer_id: holder.id, address_id: address.id, dispatch_mode_id: updated.dispatch_mode_id };
    return c.json({ personalization: personalizationJson(view, slot.photo_mandatory, await loadHolders(db, [holder.id]), order.token) }, 200);
  }, annualHook);
}
