import { z } from '@hono/zod-openapi';
import { dayQuery } from '../../http/openapi';

export const forecastQuery = z.object({
  museum_id: z.coerce.number().int().positive().max(2_147_483_647).optional()
    .openapi({ description: 'Only this museum\'s time-slot tickets; default all the shop\'s', example: 1 }),
  date: dayQuery('default today'),
});

const slotForecastSchema = z.object({
  start_time: z.string().openapi({ example: '2026-07-06T11:00:00+02:00' }),
  capacity: z.number().int().openapi({ description: 'places of the slot, summed over the quotas its tickets draw from' }),
  booked: z.number().int().openapi({ description: 'places taken now (orders and live holds)' }),
  expected: z.number().int().openapi({ description: 'places expected to be taken when the slot begins: booked plus the forecast of late bookings and walk-ins, at most the capacity (never below booked)' }),
  fullness: z.number().min(0).max(1).openapi({ description: 'expected / capacity, two decimals (1 for a slot without places)', example: 0.62 }),
  level: z.enum(['quiet', 'medium', 'busy']).openapi({ description: 'quiet below 0.5 fullness, busy from 0.8' }),
  alternatives: z.array(z.string()).openapi({
    description: 'Quieter alternatives: start times of sellable slots within 2 hours that still have places and are expected at least 0.2 emptier; quietest first, at most 3',
  }),
}).openapi('SlotForecast');

export const forecastResponse = z.object({
  data: z.object({
    date: z.string().openapi({ example: '2026-07-06' }),
    museum_id: z.number().int().nullable(),
    history_days: z.number().int().openapi({ description: 'days of past bookings the forecast learnt from' }),
    slots: z.array(slotForecastSchema),
  }),
}).openapi('CrowdForecast');
