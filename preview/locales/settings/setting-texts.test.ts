import { describe, expect, it } from 'vitest';
import { SCALED_FIELDS } from '../../features/settings-editor/scaled-fields.ts';
import { settingNodes, type SchemaNode } from '../../features/settings-editor/setting-paths.ts';
import { buildAdminSchema } from '../../../tests/mocks/fixtures/admin.ts';
import { UI_LANGUAGES } from '../messages.ts';
import { SETTING_TEXTS } from './setting-texts.ts';

// The document the admin API serves, bundled from every schemas/*.schema.json: a new setting there shows up here.
const nodes = settingNodes(buildAdminSchema() as SchemaNode);

describe.each(UI_LANGUAGES)('operator texts in %s', (language) => {
  const texts = SETTING_TEXTS[language];

  it('walks every setting of the schemas', () => {
    expect(nodes.length).toBeGreaterThan(250);
    expect(nodes.map((node) => node.path)).toEqual(expect.arrayContaining(['menu.pageSizes.events', 'tickets.groups[].timeOptions.timeGroups.minDisplay', 'theme.fontFamily']));
  });

  it('give every setting a label', () => {
    expect(nodes.filter((node) => !texts[node.path]?.label.trim()).map((node) => node.path)).toEqual([]);
  });

  it('give every choice of a select or checkbox list a label', () => {
    const missing = nodes.flatMap((node) => (node.options ?? []).filter((value) => !texts[node.path]?.options?.[String(value)]).map((value) => `${node.path} = ${String(value)}`));
    expect(missing).toEqual([]);
  });

  it('name only settings that exist', () => {
    const paths = new Set(nodes.map((node) => node.path));
    expect(Object.keys(texts).filter((path) => !paths.has(path))).toEqual([]);
  });

  it('speak the operator’s language: no spec references, standards numbers, milliseconds or storage prefixes', () => {
    const developerWords = /\bspec\b|WCAG|\u00a7|requirements\/|\bms\b|\bcents?\b|201600627v4|localStorage|\bstate\b|enum/i;
    const offending = Object.entries(texts).flatMap(([path, text]) =>
      [text.label, text.help ?? '', ...Object.values(text.options ?? {})].filter((words) => developerWords.test(words)).map((words) => `${path}: ${words}`));
    expect(offending).toEqual([]);
  });

  it('number only list entries', () => {
    expect(Object.entries(texts).filter(([path, text]) => text.label.includes('{n}') !== path.endsWith('[]')).map(([path]) => path)).toEqual([]);
  });
});

describe('German and English operator texts', () => {
  it('show milliseconds and cents in plain units: every …Ms and …Cents setting is scaled', () => {
    const small = nodes.filter((node) => /(Ms|Cents)$/.test(node.path)).map((node) => node.path);
    expect(small.length).toBeGreaterThan(3);
    expect(small.filter((path) => !SCALED_FIELDS[path])).toEqual([]);
    expect(Object.keys(SCALED_FIELDS).filter((path) => !nodes.some((node) => node.path === path))).toEqual([]);
  });

  it('offer the same suggested values', () => {
    const { de, en } = SETTING_TEXTS;
    const differing = Object.keys(de).filter((path) => JSON.stringify(Object.keys(de[path]!.options ?? {})) !== JSON.stringify(Object.keys(en[path]?.options ?? {})));
    expect(differing).toEqual([]);
  });
});
