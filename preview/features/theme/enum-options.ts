import type { RJSFSchema } from '@rjsf/utils';

type Prop = { enum?: string[]; enumNames?: string[] };

/** Values and labels of a theme enum, straight from the bundled schema (the safe font list). */
export function enumOptions(schema: RJSFSchema, property: string): { value: string; label: string }[] {
  const theme = (schema.definitions?.theme ?? {}) as { properties?: Record<string, Prop> };
  const prop = theme.properties?.[property] ?? {};
  return (prop.enum ?? []).map((value, index) => ({ value, label: prop.enumNames?.[index] ?? value }));
}
