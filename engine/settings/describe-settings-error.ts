import type { ErrorObject } from 'ajv';

/**
 * Words an ajv error for the settings problem list. The precompiled validator is built with
 * `messages: false` to keep it small, so the few keywords the settings schemas use are worded here.
 */
export function describeSettingsError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `must be ${String(params.type)}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'pattern':
      return `must match pattern ${String(params.pattern)}`;
    case 'minLength':
    case 'minItems':
      return `must have at least ${String(params.limit)} ${error.keyword === 'minLength' ? 'characters' : 'items'}`;
    case 'maxLength':
    case 'maxItems':
      return `must have at most ${String(params.limit)} ${error.keyword === 'maxLength' ? 'characters' : 'items'}`;
    case 'uniqueItems':
      return `must not contain duplicates (items ${String(params.j)} and ${String(params.i)} are equal)`;
    case 'required':
      return `must have required property '${String(params.missingProperty)}'`;
    case 'additionalProperties':
      return `unknown setting '${String(params.additionalProperty)}'`;
    default:
      return `fails ${error.keyword} ${JSON.stringify(params)}`;
  }
}
