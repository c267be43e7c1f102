import type { ApiApp } from '../../http/app-env';
import { isoBerlin } from '../../shared/berlin-time';
import { equipmentLeft, offeredEquipment, slotUseAt } from './tour-equipment';
import { tourStartProblem } from './tour-slots';
import { ApiError } from '../../http/api-error';
import { tourEquipmentRoute } from './equipment.routes';

/** ENDPOINTS.md §7.4, single start: what the equipment select of the tour form may still offer. */
export function registerTourEquipmentRoute(app: ApiApp): void {
  app.openapi(tourEquipmentRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { id, equipment_id, start_time } = c.req.valid('param');
    const tour = await db.selectFrom('tours').selectAll().where('shop_id', '=', c.get('shop').id).where('id', '=', id).executeTakeFirst();
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
