import type { RJSFSchema } from '@rjsf/utils';

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
