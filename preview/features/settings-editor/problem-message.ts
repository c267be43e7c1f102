import type { MessageKey } from '../../locales/de.ts';
import type { Translate, UiLanguage } from '../../locales/messages.ts';
import type { Scale } from './scaled-fields.ts';
import { formatNumber } from './format-value.ts';

/** One schema violation as ajv reports it through rjsf: the keyword and its parameters. */
export interface Problem {
  name?: string;
  params?: Record<string, unknown>;
}

/** What a pattern asks for, in words: the schemas' patterns fall into a few kinds. */
function patternKey(pattern: string): MessageKey {
  if (/\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(pattern)) return 'error.pattern.date';
  if (pattern.includes('#[0-9A-Fa-f]{6}')) return 'error.pattern.colour';
  if (pattern.includes('https?://')) return 'error.pattern.web';
  if (pattern.includes('https://')) return 'error.pattern.address';
  if (pattern.includes('shop(')) return 'error.pattern.page';
  if (pattern.startsWith('^[0-9]')) return 'error.pattern.digits';
  if (pattern.includes('[A-Z]{2,4}-')) return 'error.pattern.tagManager';
  if (pattern.startsWith('^[A-Za-z][')) return 'error.pattern.identifier';
  return 'error.pattern.characters';
}

const TYPES = new Set(['integer', 'number', 'string', 'boolean', 'array']);

/**
 * The operator's message for a problem of one setting (German and English for the common ajv keywords).
 * Limits are given in the unit the field shows (seconds for a value stored in milliseconds).
 */
export function problemMessage(problem: Problem, t: Translate, language: UiLanguage, scale?: Scale): string {
  const params = problem.params ?? {};
  const limit = typeof params.limit === 'number' ? formatNumber(params.limit, language, scale, t) : String(params.limit ?? '');
  switch (problem.name) {
    case 'required':
      return t('error.required');
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'maxItems':
      return t(`error.${problem.name}`, { limit });
    case 'minItems':
      return params.limit === 1 ? t('error.minItemsOne') : t('error.minItems', { limit });
    case 'uniqueItems':
      return t('error.uniqueItems');
    case 'pattern':
      return t(patternKey(String(params.pattern ?? '')));
    case 'format':
      return t('error.format');
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return t('error.enum');
    case 'type': {
      const type = String(params.type ?? '').split(',')[0]!;
      return TYPES.has(type) ? t(`error.type.${type}` as MessageKey) : t('error.other');
    }
    case 'additionalProperties':
      return t('error.additionalProperties');
    default:
      return t('error.other');
  }
}
