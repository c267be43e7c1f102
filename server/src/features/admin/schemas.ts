import { z } from '@hono/zod-openapi';
import { errorResponse, json } from '../../http/openapi';

/** Every guarded admin route can answer these. */
export const guardErrors = {
  401: errorResponse('No operator session (a visitor token does not count)'),
} as const;

export function jsonBody<T extends z.ZodType>(schema: T) {
  // required: a body that is not JSON is refused, which also stops form posts from other sites.
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

export const operatorSchema = z.object({
  id: z.number().int(), email: z.string(), name: z.string(),
  shop: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
}).openapi('Operator');

const tree = z.record(z.string(), z.unknown());

export const shopDataSchema = z.object({
  settings: tree.openapi({ description: 'Shop settings; schemas/shop-settings.schema.json (GET /schema)' }),
  translations: z.record(z.string(), z.record(z.string(), z.unknown())).openapi({ description: 'locale → i18next namespace → nested keys' }),
  content: z.record(z.string(), z.record(z.string(), z.string())).openapi({ description: 'locale → content page → HTML' }),
  config: z.object({ custom_css: z.string(), custom_js: z.string() }),
}).openapi('ShopData');

export const versionSchema = z.object({
  number: z.number().int(),
  author: z.object({ name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(), summary: z.string(), based_on_number: z.number().int().nullable(),
  published_at: z.string().nullable(), is_live: z.boolean(),
}).openapi('SettingsVersion');

export const revisionField = z.number().int().min(0).max(2_147_483_647)
  .openapi({ description: 'The draft revision the editor loaded (optimistic version check)' });

export const versionNumberParam = z.object({
  number: z.coerce.number().int().min(1).max(2_147_483_647).openapi({ param: { name: 'number', in: 'path' }, example: 1 }),
});

const conflictSchema = z.object({
  error: z.string(), errors: z.record(z.string(), z.array(z.string())), current_revision: z.number().int(),
}).openapi('DraftConflict');

export const conflictResponse = {
  409: json(conflictSchema, 'The draft was saved by somebody else since it was loaded: reload'),
} as const;
