import type { ErrorObject, ValidateFunction } from 'ajv';
import { createSettingsAjv, loadSchemas, ROOT_SCHEMA_FILE } from '../../../../schemas/settings-ajv';
import type { FieldErrors } from '../../http/api-error';

let validator: ValidateFunction | undefined;

/** Compiled on first use and kept for the process: compiling the schema set costs far more than a check. */
function settingsValidator(): ValidateFunction {
  if (!validator) {
    const schemas = loadSchemas();
    validator = createSettingsAjv(schemas).getSchema(schemas[ROOT_SCHEMA_FILE]!.$id as string)!;
  }
  return validator;
}

/** The shared ajv setup has `messages: false` (smaller generated code), so texts are built here. */
function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': return `must be ${String(params.type)}`;
    case 'enum': return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'additionalProperties': return 'is not a known setting';
    case 'required': return 'is required';
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'minLength': return `must have at least ${String(params.limit)} characters`;
    case 'maxLength': return `must have at most ${String(params.limit)} characters`;
    case 'pattern': return `must match ${String(params.pattern)}`;
    default: return `fails ${error.keyword} ${JSON.stringify(params)}`;
  }
}

/** The property an error is about, as a JSON Pointer: an unknown or missing key points at itself. */
function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const key = error.keyword === 'additionalProperties' ? params.additionalProperty : error.keyword === 'required' ? params.missingProperty : undefined;
  const path = typeof key === 'string' ? `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` : error.instancePath;
  return path || '/';
}

/** JSON Pointer → messages; empty when the settings are valid. */
export function settingsErrors(settings: unknown): FieldErrors {
  const validate = settingsValidator();
  // useDefaults in the shared ajv fills defaults in place: check a copy, store what the operator sent.
  if (validate(structuredClone(settings))) return {};
  const errors: FieldErrors = {};
  for (const error of validate.errors ?? []) (errors[pointerOf(error)] ??= []).push(messageOf(error));
  return errors;
}

/** A copy of the settings with every schema default filled in, as the shop reads them (and the operator form shows them). */
export function settingsWithDefaults(settings: unknown): unknown {
  const copy = structuredClone(settings ?? {});
  settingsValidator()(copy);
  return copy;
}
