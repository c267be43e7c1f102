import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';

/** A JSON Schema node as read from disk. */
export type Schema = Record<string, unknown>;

/** File name of the root schema that $refs every area. */
export const ROOT_SCHEMA_FILE = 'shop-settings.schema.json';

/** Every schema in schemas/, keyed by file name (sorted, so generated output is stable). */
export function loadSchemas(dir = import.meta.dirname): Record<string, Schema> {
  const files = readdirSync(dir).filter((file) => file.endsWith('.schema.json')).sort();
  return Object.fromEntries(files.map((file) => [file, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Schema]));
}

/**
 * The one ajv configuration for settings, used by the generator (standalone code) and by tests:
 * all errors (so every invalid value can fall back in one pass), defaults filled in (array items
 * get their item defaults). Only build-time code and tests may import this: it pulls in ajv's compiler.
 */
export function createSettingsAjv(schemas: Record<string, Schema>, source = false): Ajv {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, messages: false, strict: true, allowUnionTypes: true, code: { source, esm: true } });
  // enumNames are labels for the operator form (rjsf); they carry no validation.
  ajv.addKeyword({ keyword: 'enumNames', metaSchema: { type: 'array', items: { type: 'string' } } });
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}
