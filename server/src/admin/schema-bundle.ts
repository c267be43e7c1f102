import { loadSchemas, ROOT_SCHEMA_FILE, type Schema } from '../../../schemas/settings-ajv';

const keyOf = (file: string) => file.replace(/\.schema\.json$/, '');

/** Rewrites every $ref of one file so it points into the bundle's `definitions`. */
function rewriteRefs(node: unknown, ownKey: string | undefined): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, ownKey));
  if (!node || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const [file, fragment = ''] = value.split('#');
      const target = file ? keyOf(file) : ownKey;
      const pointer = fragment.replace(/^\//, '');
      result.$ref = target ? `#/definitions/${target}${pointer ? `/${pointer}` : ''}` : `#/${pointer}`;
    } else {
      result[key] = rewriteRefs(value, ownKey);
    }
  }
  return result;
}

let bundle: Schema | undefined;

/**
 * The settings schema as one self-contained document for the preview's forms (rjsf
 * resolves only local refs): each area file sits under `definitions.<area>` without its
 * $id, so its own `#/definitions/x` refs are rewritten to `#/definitions/<area>/definitions/x`.
 */
export function bundledSettingsSchema(): Schema {
  if (bundle) return bundle;
  const schemas = loadSchemas();
  const { $id: _id, ...root } = rewriteRefs(schemas[ROOT_SCHEMA_FILE], undefined) as Schema;
  const definitions: Record<string, unknown> = { ...(root.definitions as Record<string, unknown> | undefined) };
  for (const [file, schema] of Object.entries(schemas)) {
    if (file === ROOT_SCHEMA_FILE) continue;
    const { $id: _areaId, $schema: _draft, ...area } = rewriteRefs(schema, keyOf(file)) as Schema;
    definitions[keyOf(file)] = area;
  }
  bundle = { ...root, definitions };
  return bundle;
}
