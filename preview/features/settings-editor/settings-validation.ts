import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';

/** One problem of the draft settings: where (".menu.pageSizes.events") and what. */
export interface SettingsError {
  property: string;
  message: string;
  /** The ajv keyword and its parameters, from which the operator's message is made (problem-message.ts). */
  name?: string;
  params?: Record<string, unknown>;
}

/** ajv in all-errors mode; `enumNames` is only a label list for the forms. */
export const settingsValidator = customizeValidator({ ajvOptionsOverrides: { allErrors: true } });

/**
 * Validates the whole draft against the bundled schema, as the server does before it stores a
 * draft (PUT /draft answers 422 otherwise). An invalid draft is kept locally and not sent.
 */
export function validateSettings(settings: Record<string, unknown>, schema: RJSFSchema): SettingsError[] {
  const { errors } = settingsValidator.validateFormData(settings, schema);
  return errors.map((error) => ({ property: error.property ?? '', message: error.message ?? error.stack, name: error.name, params: error.params as Record<string, unknown> }));
}
