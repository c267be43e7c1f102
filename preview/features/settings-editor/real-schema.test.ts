import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import { bundledSettingsSchema } from '../../../server/src/features/admin/schema-bundle.ts';
import { buildAdminSchema } from '../../../tests/mocks/fixtures/admin.ts';
import { pickAreas, tabSchema } from './form-schema.ts';
import { localiseForm } from './localise-form.ts';
import { pruneDefaults } from './prune-defaults.ts';
import { SETTINGS_TABS } from './settings-tabs.ts';
import { validateSettings } from './settings-validation.ts';

const schema = buildAdminSchema() as RJSFSchema;
const example = (slug: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../schemas/examples', `${slug}.json`), 'utf8')) as Record<string, unknown>;

describe("the preview's stories edit the real settings schema", () => {
  it('the story fixture is the document the admin API serves', () => {
    expect(buildAdminSchema()).toEqual(bundledSettingsSchema());
  });
});

describe('every setting of the schemas can be edited in the preview', () => {
  it('each settings area has a tab (theme has its own)', () => {
    const tabbed = [...SETTINGS_TABS.flatMap((tab) => Object.keys(tab.areas)), 'theme'];
    expect(Object.keys(schema.properties ?? {}).filter((area) => !tabbed.includes(area))).toEqual([]);
  });

  it("each tab's areas exist, so no tab renders an empty form", () => {
    for (const tab of SETTINGS_TABS) {
      const form = tabSchema(schema, Object.keys(tab.areas));
      for (const [area, node] of Object.entries(form.properties ?? {})) expect(node, `${tab.id}: ${area}`).toBeDefined();
    }
  });

  it('the demo shops validate as the editor validates a draft', () => {
    expect(validateSettings(example('museen'), schema)).toEqual([]);
    expect(validateSettings(example('stadtmuseum'), schema)).toEqual([]);
    expect(validateSettings({ menu: { pageSizes: { events: -3 } } }, schema)).toEqual([expect.objectContaining({ property: '.menu.pageSizes.events', name: 'minimum' })]);
  });

  it.each(['de', 'en'] as const)('the localised forms (%s) validate exactly like the schema', (language) => {
    const areas = Object.fromEntries(Object.keys(schema.properties ?? {}).map((area) => [area, {}]));
    const { schema: localised } = localiseForm(tabSchema(schema, Object.keys(areas)), areas, language);
    expect(JSON.stringify(localised)).not.toContain('$ref');
    for (const slug of ['museen', 'stadtmuseum']) expect(validateSettings(example(slug), localised)).toEqual([]);
    const invalid = { menu: { groupBy: 'byColour', pageSizes: { events: -3 } }, tickets: { groups: [{ name: 'day', types: ['normal', 'weekly'] }] }, theme: { accentColor: 'blue' } };
    const properties = (problems: { property: string }[]) => [...new Set(problems.map((problem) => problem.property))].sort();
    expect(properties(validateSettings(invalid, localised))).toEqual(properties(validateSettings(invalid, schema)));
  });

  it('the defaults the forms fill in are no edit: they prune to an empty draft', () => {
    expect(pruneDefaults(DEFAULT_SETTINGS, DEFAULT_SETTINGS)).toEqual({});
    expect(pickAreas({ menu: {}, theme: undefined }, ['menu', 'theme'])).toEqual({ menu: {} });
  });
});
