import { z } from '@hono/zod-openapi';
import { idList, toList } from '../../http/query';

export const TICKET_TYPES = ['normal', 'time_slot', 'annual'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const ticketTypeList = () => z.preprocess(toList, z.array(z.enum(TICKET_TYPES))).optional();
export const tokenList = () => z.preprocess(toList, z.array(z.string().max(100))).optional();

/**
 * Declares an array param under both spellings, `name[]=1&name[]=2` (Rails style,
 * requirements/api.md §1.4) and `name=1,2`, so the OpenAPI document lists what clients really send.
 */
export function arrayQuery<N extends string, S extends z.ZodType>(name: N, schema: () => S) {
  return { [name]: schema(), [`${name}[]`]: schema() } as { [K in N | `${N}[]`]: S };
}

export const idArrayQuery = <N extends string>(name: N) => arrayQuery(name, idList);

/** Both spellings of an array param, merged; undefined when neither was sent. */
export function merged<T>(query: Record<string, unknown>, name: string): T[] | undefined {
  const values = [...((query[name] as T[] | undefined) ?? []), ...((query[`${name}[]`] as T[] | undefined) ?? [])];
  return query[name] === undefined && query[`${name}[]`] === undefined ? undefined : values;
}
