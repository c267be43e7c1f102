import type { ShopData } from '../../db/schema';
import { ApiError, type FieldErrors } from '../../http/api-error';
import { settingsErrors } from './settings-validator';

export interface DraftPatch {
  settings?: Record<string, unknown>;
  translations?: Record<string, Record<string, unknown>>;
  content?: Record<string, Record<string, string>>;
  config?: { custom_css?: string; custom_js?: string };
}

/** Translations and content are edited only for the shop's own languages. */
function localeErrors(field: string, value: Record<string, unknown> | undefined, locales: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const locale of Object.keys(value ?? {})) {
    if (!locales.includes(locale)) errors[`${field}.${locale}`] = [`is not a language of this shop (${locales.join(', ')})`];
  }
  return errors;
}

/**
 * The draft after the patch (each given part replaces the stored one), or a 422. Invalid
 * settings are refused rather than stored: the preview keeps showing the last valid state.
 */
export function patchedDraft(current: ShopData, patch: DraftPatch, locales: string[]): ShopData {
  const next: ShopData = {
    settings: patch.settings ?? current.settings,
    translations: patch.translations ?? current.translations,
    content: patch.content ?? current.content,
    config: { ...current.config, ...patch.config },
  };
  const errors = { ...localeErrors('translations', patch.translations, locales), ...localeErrors('content', patch.content, locales) };
  if (Object.keys(errors).length) throw ApiError.invalid('Unknown language in the draft', errors);
  const invalid = patch.settings ? settingsErrors(patch.settings) : {};
  if (Object.keys(invalid).length) throw ApiError.invalid('The settings do not match the schema', invalid);
  return next;
}
