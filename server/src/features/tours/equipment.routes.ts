import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { notFound, json, readErrors } from '../../http/openapi';
import { isoBerlin } from '../../shared/berlin-time';
import { findTour, slotUseAt } from './store';
import { equipmentLeft, offeredEquipment } from './tour-equipment';
import { tourStartProblem } from './tour-slots';

const pathId = (name: string) => z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name, in: 'path' }, example: 1 });

/** requirements/api.md §7.4: the ISO timestamp goes in the path, offset included (percent-encode the '+'). */
const startTime = z.string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO 8601 time with offset, e.g. 2026-07-06T11:00:00+02:00')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a valid time')
  .openapi({ param: { name: 'start_time', in: 'path' }, example: '2026-07-06T11:00:00+02:00' });

const tourEquipmentRoute = createRoute({
  method: 'get', path: '/api/v4/tours/{id}/equipments/{equipment_id}/{start_time}', tags: ['tours'],
  summary: 'Pieces of one equipment still free at one start time (requirements/api.md §7.4)',
  description: 'The equipment\'s configured max minus what live tour bookings at that start hold (the same count POST /orders checks). '
    + 'A single entry keyed by the start time in Berlin time. 404 for an unknown tour or equipment, 422 for a time that is malformed, past or not a start of the tour.',
  request: {
    params: z.object({ id: pathId('id'), equipment_id: pathId('equipment_id'), start_time: startTime }),
    query: z.object({ locale: z.string().optional() }),
  },
  responses: {
    200: json(z.object({
      data: z.record(z.string(), z.number().int().min(0)).openapi({ description: 'start time (ISO 8601, Berlin offset) → pieces still free', example: { '2026-07-06T11:00:00+02:00': 15 } }),
    }).openapi('TourEquipmentAvailability'), 'Pieces still free'),
    ...notFound, ...readErrors,
  },
});

/** requirements/api.md §7.4, single start: what the equipment select of the tour form may still offer. */
export function registerTourEquipmentRoute(app: ApiApp): void {
  app.openapi(tourEquipmentRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { id, equipment_id, start_time } = c.req.valid('param');
    const tour = await findTour(db, c.get('shop').id, id);
    if (!tour) throw ApiError.notFound('Tour');
    const offered = offeredEquipment(tour, equipment_id);
    if (!offered) throw ApiError.notFound('Equipment');
    const start = new Date(Date.parse(start_time));
    // The same start rules as POST /orders: a count for a time nobody can book would mislead.
    const problem = tourStartProblem(tour, start, now());
    if (problem) throw ApiError.invalid('Invalid start time', { start_time: [problem] });
    return c.json({ data: { [isoBerlin(start)]: equipmentLeft(offered, await slotUseAt(db, tour.id, start, now())) } }, 200);
  });
}
