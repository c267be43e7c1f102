import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import { errorResponse, json } from '../../http/openapi';
import type { AdminApp } from './admin-app';
import { listOutbox, readOutboxMessage } from './outbox';
import { guardErrors } from './schemas';

const summarySchema = z.object({
  id: z.string(), to: z.string(), subject: z.string(), date: z.string(), size: z.number().int(),
}).openapi('OutboxSummary');

const messageSchema = z.object({
  id: z.string(), to: z.string(), from: z.string(), subject: z.string(), date: z.string(),
  html: z.string().nullable(), text: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
}).openapi('OutboxMessage');

const listRoute = createRoute({
  method: 'get', path: '/outbox', tags: ['outbox'],
  summary: "The shop's sent e-mails (.eml files marked X-Shop: <slug>), newest first",
  responses: { 200: json(z.object({ messages: z.array(summarySchema) }), 'Messages'), ...guardErrors },
});

const showRoute = createRoute({
  method: 'get', path: '/outbox/{id}', tags: ['outbox'], summary: 'One e-mail: headers, HTML and text bodies, attachment list',
  request: { params: z.object({ id: z.string().max(250).openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: { 200: json(z.object({ message: messageSchema }), 'The message'), ...guardErrors, 404: errorResponse('No such message of this shop') },
});

export function registerOutboxRoutes(app: AdminApp): void {
  app.openapi(listRoute, async (c) => c.json({ messages: await listOutbox(c.get('deps').outboxDir, c.get('shop').slug) }, 200));
  app.openapi(showRoute, async (c) => {
    const message = await readOutboxMessage(c.get('deps').outboxDir, c.get('shop').slug, c.req.valid('param').id);
    if (!message) throw ApiError.notFound('Message');
    return c.json({ message }, 200);
  });
}
