import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../http/openapi';
import type { AdminApp } from './admin-app';
import { bundledSettingsSchema } from './schema-bundle';
import { guardErrors } from './schemas';

const schemaRoute = createRoute({
  method: 'get', path: '/schema', tags: ['schema'],
  summary: 'The shop settings JSON Schema as one document (areas under definitions) for the preview forms',
  responses: {
    200: json(z.object({ schema: z.record(z.string(), z.unknown()) }), 'JSON Schema draft-07'),
    ...guardErrors,
  },
});

export function registerSchemaRoute(app: AdminApp): void {
  app.openapi(schemaRoute, (c) => c.json({ schema: bundledSettingsSchema() }, 200));
}
