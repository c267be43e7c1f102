import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../engine/settings/resolve-settings';
import { createSettingsAjv, loadSchemas, ROOT_SCHEMA_FILE } from './settings-ajv';

// The demo seeder stores these files as the shops' settings, so they must stay valid.
const schemas = loadSchemas(import.meta.dirname);
const ajv = createSettingsAjv(schemas);
const validate = ajv.getSchema(schemas[ROOT_SCHEMA_FILE]!.$id as string)!;
const exampleDir = join(import.meta.dirname, 'examples');
const examples = readdirSync(exampleDir).filter((file) => file.endsWith('.json'));

describe('example shop settings', () => {
  it('covers both demo shops', () => {
    expect(examples.sort()).toEqual(['museen.json', 'stadtmuseum.json']);
  });

  it.each(examples)('%s is valid against shop-settings.schema.json', (file) => {
    const settings: unknown = JSON.parse(readFileSync(join(exampleDir, file), 'utf8'));
    const valid = validate(settings);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it.each(examples)('%s resolves without problems in the engine', (file) => {
    const { problems } = resolveSettings(JSON.parse(readFileSync(join(exampleDir, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('rejects an invalid value (the check can fail)', () => {
    expect(validate({ menu: { pageSizes: { events: -3 } } })).toBe(false);
  });
});
