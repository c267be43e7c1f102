import type { RJSFSchema } from '@rjsf/utils';

type Prop = { enum?: string[] };

/** The values of a theme enum, straight from the bundled schema (the safe font list); their labels are operator texts. */
export function enumValues(schema: RJSFSchema, property: string): string[] {
  const theme = (schema.definitions?.theme ?? {}) as { properties?: Record<string, Prop> };
  return theme.properties?.[property]?.enum ?? [];
}
