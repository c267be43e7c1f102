/** 'namespace:nested.key' → text. */
export type FlatTexts = Record<string, string>;

/** Namespace → nested keys (the i18next resources shape) → flat keys, as the search and list use them. */
export function flattenTexts(tree: Record<string, unknown>): FlatTexts {
  const result: FlatTexts = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') result[prefix] = node;
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, prefix.includes(':') ? `${prefix}.${key}` : `${prefix}:${key}`);
    }
  };
  for (const [namespace, keys] of Object.entries(tree)) walk(keys, namespace);
  return result;
}

/** Sets one flat key in a copy of the nested tree; an empty text removes the override. */
export function setText(tree: Record<string, unknown>, flatKey: string, text: string): Record<string, unknown> {
  const [namespace, path = ''] = flatKey.split(/:(.*)/s);
  const copy = structuredClone(tree);
  const parts = [namespace!, ...path.split('.')];
  let node = copy;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1]!;
  if (text) node[last] = text;
  else delete node[last];
  return copy;
}
