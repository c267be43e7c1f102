type Tree = { [key: string]: unknown };

/** `{ns: {a: {b: 'x'}}}` → `{'ns.a.b': 'x'}`; only string leaves count. */
export function flattenKeys(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, flattenKeys(value as Tree, `${prefix}${key}.`));
  }
  return flat;
}
