type Nested = Record<string, unknown>;

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
 * The server's translations as one nested bundle per namespace, so i18next takes each namespace in
 * one call instead of one `addResource` per key (about two thousand keys, each parsed and emitted
 * separately, were a visible part of the first load's main-thread time, issue 12). Flat dotted keys
 * (`'tickets.table.empty'`) count only for a namespace in `namespaces`; nested objects (preview
 * drafts, stories) count for any namespace. Keys are applied in their order: a later one wins.
 */
export function nestTranslations(bundles: Record<string, unknown>, namespaces: ReadonlySet<string>): Map<string, Nested> {
  const nested = new Map<string, Nested>();
  const bundleOf = (namespace: string) => {
    let bundle = nested.get(namespace);
    if (!bundle) nested.set(namespace, (bundle = {}));
    return bundle;
  };
  for (const [key, value] of Object.entries(bundles)) {
    if (typeof value === 'string') {
      const dot = key.indexOf('.');
      if (dot > 0 && namespaces.has(key.slice(0, dot))) setPath(bundleOf(key.slice(0, dot)), key.slice(dot + 1), value);
    } else if (isObject(value)) {
      mergeInto(bundleOf(key), value);
    }
  }
  return nested;
}
