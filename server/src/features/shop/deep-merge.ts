type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` wins key by key at every depth; `under` fills whatever `over` lacks. */
export function deepMerge(under: unknown, over: unknown): Tree {
  const result: Tree = isTree(under) ? { ...under } : {};
  if (!isTree(over)) return result;
  for (const [key, value] of Object.entries(over)) {
    result[key] = isTree(value) && isTree(result[key]) ? deepMerge(result[key], value) : value;
  }
  return result;
}
