import { isDeepStrictEqual } from './deep-equal.ts';

/**
 * Drops every value equal to its default (objects recursively, arrays and scalars whole), which is
 * what the engine's merge over the defaults would restore anyway. rjsf fills all defaults into a
 * form's data; without this, one edit would store every default of the tab into the draft.
 */
export function pruneDefaults(value: unknown, defaults: unknown): unknown {
  if (!isObject(value) || !isObject(defaults)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    if (key in defaults && isDeepStrictEqual(child, defaults[key])) continue;
    const pruned = key in defaults ? pruneDefaults(child, defaults[key]) : child;
    if (isObject(pruned) && Object.keys(pruned).length === 0 && isObject(defaults[key])) continue;
    result[key] = pruned;
  }
  return result;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
