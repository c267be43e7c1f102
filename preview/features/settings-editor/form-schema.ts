import type { RJSFSchema } from '@rjsf/utils';

type Node = Record<string, unknown>;

/**
 * The schemas label enums with `enumNames`, which rjsf 6 no longer reads from the schema; as
 * `oneOf` of `const` + `title` the labels show in selects and checkbox lists, and validate the same.
 */
export function withEnumLabels(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withEnumLabels);
  if (!node || typeof node !== 'object') return node;
  const { enum: values, enumNames: names, ...rest } = node as Node;
  const result: Node = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withEnumLabels(value)]));
  if (Array.isArray(values) && Array.isArray(names)) {
    result.oneOf = values.map((value, index) => ({ const: value, title: String(names[index] ?? value) }));
  } else if (values !== undefined) {
    result.enum = values;
  }
  return result;
}

/** One tab's form: the chosen root properties, with every definition so the bundle's refs resolve. */
export function tabSchema(bundle: RJSFSchema, areas: string[]): RJSFSchema {
  const properties = bundle.properties ?? {};
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(areas.map((area) => [area, properties[area]!])),
    definitions: bundle.definitions,
  };
}

/** The tab's slice of the settings. */
export function pickAreas(settings: Record<string, unknown>, areas: string[]): Record<string, unknown> {
  return Object.fromEntries(areas.filter((area) => settings[area] !== undefined).map((area) => [area, settings[area]]));
}
