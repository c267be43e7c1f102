/**
 * Deep-merges stored settings over the defaults: plain objects merge key by key, everything else
 * (arrays, scalars, null, a wrong type) replaces the default, so validation sees exactly what the
 * operator stored. Mutates and returns `defaults`, which must be a private copy; values taken from
 * `stored` are cloned so the result never aliases the caller's input.
 */
export function mergeOverDefaults(defaults: unknown, stored: unknown): unknown {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) return cloneJson(stored);
  for (const [key, value] of Object.entries(stored)) {
    // Own-property check: a stored "__proto__" key must not reach the prototype.
    if (key === '__proto__') continue;
    defaults[key] = Object.hasOwn(defaults, key) ? mergeOverDefaults(defaults[key], value) : cloneJson(value);
  }
  return defaults;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Settings arrive as JSON; anything JSON cannot hold (functions, undefined) is dropped like JSON would. */
function cloneJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}
