import { z } from '@hono/zod-openapi';

/** A query value as a list: repeated keys, comma lists and single values alike; blanks dropped. */
export const toList = (value: unknown): unknown[] => {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry])).filter((entry) => entry !== '');
};

/**
 * Rails-style array params (`by_museum_ids[]=1&by_museum_ids[]=2`, requirements/api.md §1.4);
 * a comma list or a single value is accepted too.
 */
export const idList = () =>
  z.preprocess(toList, z.array(z.coerce.number().int().positive().max(2_147_483_647))).optional();

/** `true`/`1` and `false`/`0` as query strings. */
export const queryBool = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional();

/** YYYY-MM-DD that is a real calendar day. */
export const isoDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a valid date');
