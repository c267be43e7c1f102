import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { UiLanguage } from '../../locales/messages.ts';
import { SETTING_TEXTS } from '../../locales/settings/setting-texts.ts';
import type { SettingText } from '../../locales/settings/setting-text.ts';
import { fieldUi } from './field-widgets.ts';
import { optionsOf, resolveRef, type SchemaNode } from './setting-paths.ts';

const isNode = (value: unknown): value is SchemaNode => !!value && typeof value === 'object' && !Array.isArray(value);

/** Choices as rjsf 6 shows labelled values: `oneOf` of `const` + `title`, validating like the enum. */
function labelledChoices(node: SchemaNode, values: readonly unknown[], text: SettingText | undefined): SchemaNode {
  const { enum: _enum, enumNames: _names, ...rest } = node;
  return { ...rest, oneOf: values.map((value) => ({ const: value, title: text?.options?.[String(value)] ?? String(value) })) };
}

/** Puts `patch` into the uiSchema at a settings path (list entries live under `items`), copying what it changes. */
function withUiAt(ui: UiSchema, [head, ...rest]: string[], patch: UiSchema): UiSchema {
  const key = head === '[]' ? 'items' : head!;
  const child = (ui[key] ?? {}) as UiSchema;
  return { ...ui, [key]: rest.length ? withUiAt(child, rest, patch) : { ...child, ...patch } };
}

const segments = (path: string) => path.replace(/\[\]/g, '.[]').split('.');

/**
 * One tab's form in the operator's language: every setting titled and described by its operator texts
 * (preview/locales/settings) instead of the schemas' developer documentation, its choices labelled, its
 * `$ref`s inlined, and its control chosen (field-widgets.ts). Constraints and defaults stay as they are,
 * so the form validates exactly like the schema.
 */
export function localiseForm(tab: RJSFSchema, areas: Record<string, UiSchema>, language: UiLanguage): { schema: RJSFSchema; uiSchema: UiSchema } {
  const root = tab as SchemaNode;
  const texts = SETTING_TEXTS[language];
  let uiSchema: UiSchema = { ...areas };

  const localise = (raw: SchemaNode, path: string): SchemaNode => {
    const { $ref: _ref, title, description: _description, ...node } = resolveRef(root, raw);
    const text = texts[path];
    const result: SchemaNode = { ...node, title: text?.label ?? title ?? path };
    if (text?.help) result.description = text.help;
    const choices = optionsOf(root, node);
    const ui = fieldUi(choices ? { path, schema: node, options: choices } : { path, schema: node }, text);
    if (ui) uiSchema = withUiAt(uiSchema, segments(path), ui);
    if (Array.isArray(node.enum)) return labelledChoices(result, node.enum, text);
    if (isNode(node.properties)) {
      result.properties = Object.fromEntries(Object.entries(node.properties).map(([key, child]) => [key, localise(child as SchemaNode, `${path}.${key}`)]));
    }
    if (isNode(node.items)) {
      result.items = choices ? labelledChoices(resolveRef(root, node.items), choices, text) : localise(node.items, `${path}[]`);
    }
    return result;
  };

  const properties = Object.fromEntries(Object.entries(tab.properties ?? {}).map(([area, node]) => [area, localise(node as SchemaNode, area)]));
  return { schema: { type: 'object', additionalProperties: false, properties }, uiSchema };
}
