import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { errorResponse } from '../../http/openapi';
import { findActiveProgram, recordReferral } from './store';

const referralRoute = createRoute({
  method: 'post', path: '/api/v3/affiliates/referrals/{at}/{action}', tags: ['affiliates'],
  summary: 'Checks or tracks an affiliate referral (requirements/frame-and-routing.md §4.2, requirements/frame-and-routing.md §7.1; legacy v3 path)',
  description: "check_affiliate_program → {affiliate_program: {id}} for an active programme of this shop, 404 otherwise; track_affiliate_program records the referral with the campaign (ac) → {success: true}. The shop then sends {id, campaign} with the order.",
  request: {
    params: z.object({
      at: z.string().min(1).max(100).openapi({ param: { name: 'at', in: 'path' }, example: 'STADTMAGAZIN' }),
      action: z.enum(['check_affiliate_program', 'track_affiliate_program']).openapi({ param: { name: 'action', in: 'path' } }),
    }),
    query: z.object({ ac: z.string().max(100).optional().openapi({ description: 'Campaign' }) }),
  },
  responses: {
    200: { description: 'Programme or tracking result', content: { 'application/json': { schema: z.union([z.object({ affiliate_program: z.object({ id: z.number().int() }) }), z.object({ success: z.literal(true) })]) } } },
    404: errorResponse('No active programme with this token in this shop'),
  },
});

/** The referral calls the shop makes when a link carries ?at (and ?ac). */
export function registerAffiliateRoutes(app: ApiApp): void {
  app.openapi(referralRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { at, action } = c.req.valid('param');
    const program = await findActiveProgram(db, c.get('shop').id, at);
    if (!program) throw ApiError.notFound('Affiliate program');
    if (action === 'check_affiliate_program') return c.json({ affiliate_program: { id: program.id } }, 200);
    const campaign = c.req.valid('query').ac?.trim() || null;
    await recordReferral(db, program.id, campaign, now());
    return c.json({ success: true as const }, 200);
  });
}
