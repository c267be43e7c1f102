/**
 * Bundles the settings schema files into one self-contained document (rjsf resolves only local
 * refs): each area file sits under `definitions.<area>` without its $id, and every $ref is
 * rewritten to point into the bundle. Pure, so the server (files read with node:fs) and the
 * Storybook fixture (files imported by Vite) build exactly the same document.
 */
type Json = Record<string, unknown>;

const keyOf = (file: string) => file.replace(/\.schema\.json$/, '');

function rewriteRefs(node: unknown, ownKey: string | undefined): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, ownKey));
  if (!node || typeof node !== 'object') return node;
  const result: Json = {};
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

/** `schemas` maps file names ('tickets.schema.json') to their parsed JSON; `rootFile` is the one that references the rest. */
export function bundleSchemas(schemas: Record<string, unknown>, rootFile: string): Json {
  const { $id: _id, ...root } = rewriteRefs(schemas[rootFile], undefined) as Json;
  const definitions: Json = { ...(root.definitions as Json | undefined) };
  for (const file of Object.keys(schemas).sort()) {
    if (file === rootFile) continue;
    const { $id: _areaId, $schema: _draft, ...area } = rewriteRefs(schemas[file], keyOf(file)) as Json;
    definitions[keyOf(file)] = area;
  }
  return { ...root, definitions };
}
