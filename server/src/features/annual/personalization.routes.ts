import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { json } from '../../http/openapi';
import { DISPATCH_MODES } from '../reference-data/dispatch-modes';
import { annualErrors } from './annual-errors';
import { annualHook } from './annual-hook';
import { personalizationJson } from './annual-json';
import { loadHolders } from './annual-view';
import { assignSlot, findHolderAddress, findHolderByToken, holdsOtherSlot } from './personalization.store';
import { annualErrorResponses, pathId, personalization, tokenQuery } from './schemas';
import { requireAnnualOrder, requireSlot } from './store';

const route = createRoute({
  tags: ['annual'], method: 'put', path: '/api/v4/annual/personalizations/{id}',
  summary: 'Names the holder and address of one annual ticket slot (requirements/api.md §9.3)',
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
    const holder = await findHolderByToken(db, order.shop_id, body.customer_personalization_token.trim());
    if (!holder) throw annualErrors.invalidToken({ customer_personalization_token: ['does not name a customer'] });
    const address = await findHolderAddress(db, holder.id, body.customer_adress_id);
    if (!address) throw ApiError.invalid('Validation failed', { customer_adress_id: ['is not an address of this customer'] });
    if (body.dispatch_mode_id && !DISPATCH_MODES.some((mode) => mode.id === body.dispatch_mode_id)) {
      throw ApiError.invalid('Validation failed', { dispatch_mode_id: ['is not a dispatch mode'] });
    }
    // One person, one card per sale (requirements/annual-and-vip.md §4: currentUser is hidden once used on another slot).
    if (await holdsOtherSlot(db, slot, holder.id)) throw annualErrors.holderTaken();
    const updated = await assignSlot(db, slot.id, { customerId: holder.id, addressId: address.id, dispatchModeId: body.dispatch_mode_id });
    const view = { ...slot, customer_id: holder.id, address_id: address.id, dispatch_mode_id: updated.dispatch_mode_id };
    return c.json({ personalization: personalizationJson(view, slot.photo_mandatory, await loadHolders(db, [holder.id]), order.token) }, 200);
  }, annualHook);
}
