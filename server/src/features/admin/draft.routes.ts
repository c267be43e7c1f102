import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/connect';
import { errorResponse, json } from '../../http/openapi';
import type { AdminApp } from './admin-app';
import { patchedDraft } from './draft-input';
import { loadDraft, saveDraft, type Draft } from './draft.store';
import { conflictResponse, guardErrors, jsonBody, revisionField, shopDataSchema } from './schemas';
import { liveVersionNumber } from './versions.store';

const draftResponse = z.object({
  draft: shopDataSchema, revision: z.number().int(), base_version: z.number().int().nullable(),
  live_version: z.number().int().nullable(),
}).openapi('Draft');


const getDraftRoute = createRoute({
  method: 'get', path: '/draft', tags: ['draft'],
  summary: "The shop's shared draft, started from the live shop when none exists",
  responses: { 200: json(draftResponse, 'The draft'), ...guardErrors },
});

const putDraftRoute = createRoute({
  method: 'put', path: '/draft', tags: ['draft'],
  summary: 'Saves the draft; each given part replaces the stored one. Settings are checked against the JSON Schema',
  request: jsonBody(z.object({
    settings: z.record(z.string(), z.unknown()).optional(),
    translations: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    content: z.record(z.string(), z.record(z.string(), z.string().max(200_000))).optional(),
    config: z.object({ custom_css: z.string().max(100_000).optional(), custom_js: z.string().max(100_000).optional() }).strict().optional(),
    revision: revisionField,
  }).strict()),
  responses: {
    200: json(draftResponse, 'Saved; the answer carries the new revision'),
    ...guardErrors,
    ...conflictResponse,
    422: errorResponse('Settings invalid ({"/json/pointer": [message]}) or unknown language'),
  },
});

async function answer(db: Db, shopId: number, draft: Draft) {
  return { draft: draft.data, revision: draft.revision, base_version: draft.base_version, live_version: await liveVersionNumber(db, shopId) };
}

export function registerDraftRoutes(app: AdminApp): void {
  app.openapi(getDraftRoute, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await answer(db, c.get('shop').id, await loadDraft(db, c.get('shop'), now())), 200);
  });
  app.openapi(putDraftRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = c.get('shop');
    const { revision, ...patch } = c.req.valid('json');
    const current = await loadDraft(db, shop, now());
    const data = patchedDraft(current.data, patch, shop.locales);
    const saved = await saveDraft(db, shop, { revision, data, operatorId: c.get('operator').id, now: now() });
    return c.json(await answer(db, shop.id, saved), 200);
  });
}
