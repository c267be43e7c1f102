/**
 * The settings as the operator meets them: every node of the bundled schema (schemas/bundle-schemas.ts)
 * by its settings path, with `$ref`s resolved. `menu.pageSizes.events` is a property, `tickets.groups[]`
 * one entry of a list, `tickets.groups[].name` a property of every entry. The operator texts are keyed by
 * these paths (preview/locales/settings), and the form's schema is localised along the same walk.
 */
export type SchemaNode = Record<string, unknown>;

export interface SettingNode {
  path: string;
  /** The node with its `$ref` resolved; the node's own keywords win over the referenced ones. */
  schema: SchemaNode;
  /** The values a select or a checkbox list offers: the node's enum, or its items' enum. */
  options?: readonly unknown[];
}

const isNode = (value: unknown): value is SchemaNode => !!value && typeof value === 'object' && !Array.isArray(value);

/** Follows a local `$ref` ('#/definitions/menu/definitions/multipleMenuItems') and lays the node's own keywords over it. */
export function resolveRef(root: SchemaNode, node: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  const target = ref.slice(2).split('/').reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), root);
  if (!isNode(target)) throw new Error(`Unresolved $ref ${ref}`);
  const { $ref: _ref, ...own } = node;
  return { ...resolveRef(root, target), ...own };
}

/** The enum values a node shows as choices, directly or as the items of a multiple choice. */
export function optionsOf(root: SchemaNode, node: SchemaNode): readonly unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  if (node.type === 'array' && isNode(node.items)) {
    const items = resolveRef(root, node.items);
    if (Array.isArray(items.enum)) return items.enum;
  }
  return undefined;
}

/**
 * Every setting below the root's properties, parents before children. List entries are visited only
 * when they are more than a choice (a list of enum values is one checkbox list with options).
 */
export function settingNodes(root: SchemaNode): SettingNode[] {
  const nodes: SettingNode[] = [];
  const visit = (path: string, raw: SchemaNode) => {
    const schema = resolveRef(root, raw);
    const options = optionsOf(root, schema);
    nodes.push(options ? { path, schema, options } : { path, schema });
    if (isNode(schema.properties)) {
      for (const [key, child] of Object.entries(schema.properties)) if (isNode(child)) visit(`${path}.${key}`, child);
    }
    if (schema.type === 'array' && isNode(schema.items) && !options) visit(`${path}[]`, schema.items);
  };
  for (const [area, child] of Object.entries(isNode(root.properties) ? root.properties : {})) if (isNode(child)) visit(area, child);
  return nodes;
}

/** An ajv/rjsf property ('.tickets.groups.0.name') as a settings path ('tickets.groups[].name'). */
export function settingPathOfProperty(property: string): string {
  return property.replace(/^\./, '').split('.').filter(Boolean).reduce((joined, key) => (/^\d+$/.test(key) ? `${joined}[]` : joined ? `${joined}.${key}` : key), '');
}
