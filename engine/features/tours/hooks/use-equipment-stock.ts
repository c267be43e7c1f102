import { useQueries } from '@tanstack/react-query';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import type { Tour } from '../api/tours.api.ts';
import { tourQueries } from '../api/tours.queries.ts';
import { equipmentStock, type EquipmentStock } from '../lib/equipment.ts';

/** Free pieces of each of the tour's equipment at the chosen start, by equipment id (requirements/api.md §7.4). */
export function useEquipmentStock(tour: Tour, startTime: string): Record<string, EquipmentStock> {
  const scope = useQueryScope();
  return useQueries({
    queries: tour.equipment.map((piece) => tourQueries.equipment(scope, tour.id, piece.id, startTime)),
    combine: (results) => Object.fromEntries(results.map((result, index) => [tour.equipment[index]!.id, equipmentStock(result)])),
  });
}
