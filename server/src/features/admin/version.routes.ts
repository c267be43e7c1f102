import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import { errorResponse, json } from '../../http/openapi';
import type { AdminApp } from './admin-app';
import { publishDraft, rollbackTo } from './publish.store';
import {
  conflictResponse, guardErrors, jsonBody, revisionField, shopDataSchema,
  versionNumberParam, versionSchema,
} from './schemas';
import { findVersion, listVersions } from './versions.store';

const published = json(
  z.object({ version: versionSchema, revision: z.number().int().openapi({ description: 'The draft revision after this' }) }),
  'Published: visitors see this version now',
);

const publishRoute = createRoute({
  method: 'post', path: '/publish', tags: ['versions'],
  summary: 'Publishes the draft as version n+1 with a server-computed change summary',
  request: jsonBody(z.object({ revision: revisionField, summary: z.string().max(500).optional() }).strict()),
  responses: { 201: published, ...guardErrors, ...conflictResponse, 422: errorResponse('Invalid body') },
});

const listRoute = createRoute({
  method: 'get', path: '/versions', tags: ['versions'], summary: 'Version history, newest first',
  responses: { 200: json(z.object({ versions: z.array(versionSchema) }), 'Versions'), ...guardErrors },
});

const showRoute = createRoute({
  method: 'get', path: '/versions/{number}', tags: ['versions'], summary: 'One version with its full data',
  request: { params: versionNumberParam },
  responses: {
    200: json(z.object({ version: versionSchema.extend({ data: shopDataSchema }) }), 'The version'),
    ...guardErrors, 404: errorResponse('No such version in this shop'), 422: errorResponse('Not a version number'),
  },
});

const rollbackRoute = createRoute({
  method: 'post', path: '/versions/{number}/rollback', tags: ['versions'],
  summary: "Publishes version N's data again as a new version and resets the draft to it",
  request: { params: versionNumberParam, ...jsonBody(z.object({ revision: revisionField }).strict()) },
  responses: { 201: published, ...guardErrors, 404: errorResponse('No such version'), ...conflictResponse, 422: errorResponse('Invalid body') },
});

export function registerVersionRoutes(app: AdminApp): void {
  const versionJson = async (shopId: number, db: Parameters<typeof findVersion>[0], number: number) => {
    const { data: _data, ...version } = (await findVersion(db, shopId, number))!;
    return version;
  };
  app.openapi(publishRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { revision, summary } = c.req.valid('json');
    const shop = c.get('shop');
    const result = await publishDraft(db, { shop, operator: c.get('operator'), revision, now: now(), ...(summary ? { note: summary } : {}) });
    return c.json({ version: await versionJson(shop.id, db, result.number), revision: result.revision }, 201);
  });
  app.openapi(listRoute, async (c) => c.json({ versions: await listVersions(c.get('deps').db, c.get('shop').id) }, 200));
  app.openapi(showRoute, async (c) => {
    const version = await findVersion(c.get('deps').db, c.get('shop').id, c.req.valid('param').number);
    if (!version) throw ApiError.notFound('Version');
    return c.json({ version }, 200);
  });
  app.openapi(rollbackRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = c.get('shop');
    const input = { shop, operator: c.get('operator'), revision: c.req.valid('json').revision, number: c.req.valid('param').number, now: now() };
    const result = await rollbackTo(db, input);
    return c.json({ version: await versionJson(shop.id, db, result.number), revision: result.revision }, 201);
  });
}
