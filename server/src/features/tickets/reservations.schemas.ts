import { z } from '@hono/zod-openapi';

export const reservationSchema = z.object({
  token: z.string().openapi({ example: 'XBqvPGe09EyXPi4iDC1Mgg' }),
  quantity: z.number().int(),
  ticket_id: z.number().int(),
  start_at: z.string().openapi({ example: '2026-09-25T16:00:00+02:00' }),
  valid_until: z.string().openapi({ example: '2026-09-25T15:05:00+02:00' }),
}).openapi('Reservation');

export const createBody = z.object({
  reservation: z.object({
    ticket_id: z.number().int().positive(),
    quantity: z.number().int().min(1).max(10_000),
    start_at: z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 time'),
  }),
});

export const updateBody = z.object({ reservation: z.object({ quantity: z.number().int().min(1).max(10_000) }) });

export const tokenParams = z.object({ token: z.string().min(1).max(100).openapi({ param: { name: 'token', in: 'path' } }) });
