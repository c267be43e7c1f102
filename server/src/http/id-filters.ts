import { idList } from './query';

type IdList = ReturnType<typeof idList>;

/**
 * requirements/api.md §1.4 Rails-style array filter: hono keys query values by their literal name,
 * so `by_museum_ids[]=1` and `by_museum_ids=1,2` are declared (and documented) as two keys.
 */
export function idsQuery<N extends string>(name: N) {
  return { [name]: idList(), [`${name}[]`]: idList() } as Record<N | `${N}[]`, IdList>;
}

/** Both spellings merged; undefined when the filter is absent (an empty list filters nothing). */
export function idsOf<N extends string>(query: Partial<Record<N | `${N}[]`, number[] | undefined>>, name: N): number[] | undefined {
  const values = [...(query[name] ?? []), ...(query[`${name}[]` as `${N}[]`] ?? [])];
  return values.length ? values : undefined;
}
