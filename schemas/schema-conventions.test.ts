import { describe, expect, it } from 'vitest';
import { loadSchemas, type Schema } from './settings-ajv';

// Operators read descriptions as help texts, and resolveSettings relies on defaults to repair
// invalid values, so every property needs both (required list-item properties excepted).
const schemas = loadSchemas(import.meta.dirname);

function propertiesOf(node: unknown, path: string, out: Array<[string, Schema, boolean]> = []): Array<[string, Schema, boolean]> {
  if (Array.isArray(node)) node.forEach((item, index) => propertiesOf(item, `${path}/${index}`, out));
  if (typeof node !== 'object' || node === null) return out;
  const schema = node as Schema;
  if (typeof schema.properties === 'object' && schema.properties !== null) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [key, prop] of Object.entries(schema.properties as Record<string, Schema>)) out.push([`${path}/properties/${key}`, prop, required.has(key)]);
  }
  for (const [key, value] of Object.entries(schema)) propertiesOf(value, `${path}/${key}`, out);
  return out;
}

const properties = Object.entries(schemas).flatMap(([file, schema]) => propertiesOf(schema, file));

describe('settings schema conventions', () => {
  it('finds the properties to check', () => {
    expect(properties.length).toBeGreaterThan(200);
  });

  it('gives every property a description', () => {
    expect(properties.filter(([, prop]) => typeof prop.description !== 'string').map(([path]) => path)).toEqual([]);
  });

  it('gives every optional property a default', () => {
    expect(properties.filter(([, prop, required]) => !required && prop.default === undefined).map(([path]) => path)).toEqual([]);
  });

  it('gives every area a $id, title and description', () => {
    for (const [file, schema] of Object.entries(schemas)) {
      expect(schema.$id, file).toBe(`https://museum-shop.example/schemas/${file}`);
      expect(typeof schema.title, file).toBe('string');
      expect(typeof schema.description, file).toBe('string');
    }
  });

  it("ticket group types are the spec's seven", () => {
    // requirements/settings.md §9.1: hour, time_slot, day, group, ticket_ids, annual, normal.
    const group = schemas['ticket-group.schema.json'] as { properties: { types: { items: { enum: string[] } } } };
    expect([...group.properties.types.items.enum].sort()).toEqual(['annual', 'day', 'group', 'hour', 'normal', 'ticket_ids', 'time_slot']);
  });
});
