export type Nested = Record<string, unknown>;

const isObject = (value: unknown): value is Nested => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at the dotted `path` of `target`, replacing a text that stands where a branch must go. */
function setPath(target: Nested, path: string, value: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(node[part])) node[part] = {};
    node = node[part] as Nested;
  }
  node[parts.at(-1)!] = value;
}

function textAt(bundle: Nested | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split('.')) node = isObject(node) ? node[part] : undefined;
  return node;
}

/** Merges `source` into `target` in place; later texts win, as i18next's deep addResourceBundle does. */
function mergeInto(target: Nested, source: Nested): void {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value)) {
      if (!isObject(target[key])) target[key] = {};
      mergeInto(target[key] as Nested, value);
    } else {
      target[key] = value;
    }
  }
}

/**
 * `base` with `overrides` laid over it, as a new object that shares every branch the overrides leave
 * alone; `base` itself is never changed (it may be the imported JSON module every shop instance shares).
 */
export function overlay(base: Nested, overrides: Nested): Nested {
  let result = base;
  for (const [key, value] of Object.entries(overrides)) {
    const next = isObject(value) ? overlay(isObject(base[key]) ? base[key] : {}, value) : value;
    if (next === base[key]) continue;
    if (result === base) result = { ...base };
    result[key] = next;
  }
  return result;
}

/**
 * The server's translations as one nested bundle per namespace, so i18next takes each namespace in
 * one call instead of one `addResource` per key (about a thousand keys, each parsed and emitted
 * separately, were a visible part of the first load's main-thread time, issue 12). Flat dotted keys
 * (`'tickets.table.empty'`) count only for a namespace in `namespaces`, and only where they differ from
 * the text `bundled` already holds (the server repeats most bundled texts); nested objects (preview
 * drafts, stories) count for any namespace. Keys are applied in their order: a later one wins.
 */
export function nestTranslations(
  bundles: Record<string, unknown>,
  namespaces: ReadonlySet<string>,
  bundled: (namespace: string) => Nested | undefined = () => undefined,
): Map<string, Nested> {
  const nested = new Map<string, Nested>();
  const bundleOf = (namespace: string) => {
    let bundle = nested.get(namespace);
    if (!bundle) nested.set(namespace, (bundle = {}));
    return bundle;
  };
  for (const [key, value] of Object.entries(bundles)) {
    if (typeof value === 'string') {
      const dot = key.indexOf('.');
      if (dot <= 0) continue;
      const namespace = key.slice(0, dot);
      const path = key.slice(dot + 1);
      if (!namespaces.has(namespace)) continue;
      // A text the server repeats unchanged still wins over an earlier override of the same path.
      const unchanged = textAt(bundled(namespace), path) === value && textAt(nested.get(namespace), path) === undefined;
      if (!unchanged) setPath(bundleOf(namespace), path, value);
    } else if (isObject(value)) {
      mergeInto(bundleOf(key), value);
    }
  }
  return nested;
}
