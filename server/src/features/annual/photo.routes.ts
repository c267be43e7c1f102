import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import type { AppEnv } from '../../http/app-env';
import { json } from '../../http/openapi';
import { annualErrors } from './annual-errors';
import { personalizationJson } from './annual-json';
import { loadHolders } from './annual-view';
import { MAX_PHOTO_BYTES, sniffImageType } from './image-type';
import { readPhoto, savePhoto } from './personalization.store';
import { annualErrorResponses, pathId, personalization, tokenQuery } from './schemas';
import { requireAnnualOrder, requireSlot } from './store';

const tooLarge = () => ApiError.invalid('Validation failed', { file: ['must be at most 2 MB'] });
const idOf = (c: Context<AppEnv>) => {
  const parsed = pathId().shape.id.safeParse(c.req.param('id'));
  if (!parsed.success) throw ApiError.notFound('Personalization');
  return parsed.data;
};

/**
 * Holder photos. Both calls are mounted without zod validation (multipart and binary bodies)
 * and documented through the registry, as the PDF downloads are.
 */
export function registerAnnualPhotoRoutes(app: ApiApp): void {
  app.openAPIRegistry.registerPath(createRoute({
    tags: ['annual'], method: 'post', path: '/api/v4/annual/personalizations/{id}/upload',
    summary: 'Uploads the holder photo of a slot (multipart field file)',
    description: 'JPEG, PNG, WebP or GIF, recognised by its bytes, at most 2 MB; otherwise 422 errors.file. Same 404 and sent rules as PUT.',
    request: {
      query: tokenQuery, params: pathId(),
      body: { content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } } },
    },
    responses: { 200: json(z.object({ personalization }), 'The slot with its new photo_url'), ...annualErrorResponses },
  }));
  // The multipart envelope adds a little to the file; anything much larger is refused before it is read.
  const limit = bodyLimit({ maxSize: MAX_PHOTO_BYTES + 64 * 1024, onError: () => { throw tooLarge(); } });
  app.post('/api/v4/annual/personalizations/:id/upload', limit, async (c) => {
    const { db, now } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.query('token'));
    const slot = await requireSlot(db, order.id, idOf(c));
    if (!slot.personalizeable) throw annualErrors.notPersonalizable();
    if (slot.sent_at) throw annualErrors.alreadyPersonalized();
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const file = form.file;
    if (!(file instanceof File)) throw ApiError.invalid('Validation failed', { file: ['must be an image file'] });
    if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw ApiError.invalid('Validation failed', { file: ['must be a JPEG, PNG, WebP or GIF image'] });
    const updated = await savePhoto(db, slot.id, { bytes, type, at: now() });
    const holders = await loadHolders(db, slot.customer_id === null ? [] : [slot.customer_id]);
    const view = { ...slot, has_photo: true, photo_updated_at: updated.photo_updated_at };
    return c.json({ personalization: personalizationJson(view, slot.photo_mandatory, holders, order.token) }, 200);
  });

  app.openAPIRegistry.registerPath(createRoute({
    tags: ['annual'], method: 'get', path: '/api/v4/annual/personalizations/{id}/photo',
    summary: 'The holder photo of a slot, with its content type',
    request: { query: tokenQuery, params: pathId() },
    responses: {
      200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
      ...annualErrorResponses,
    },
  }));
  app.get('/api/v4/annual/personalizations/:id/photo', async (c) => {
    const { db } = c.get('deps');
    const order = await requireAnnualOrder(db, c.get('shop').id, c.req.query('token'));
    const slot = await requireSlot(db, order.id, idOf(c));
    const photo = await readPhoto(db, slot.id);
    if (!photo.photo || !photo.photo_content_type) throw ApiError.notFound('Photo');
    return c.body(new Uint8Array(photo.photo), 200, {
      'Content-Type': photo.photo_content_type, 'Cache-Control': 'private, max-age=86400', 'X-Content-Type-Options': 'nosniff',
    });
  });
}
