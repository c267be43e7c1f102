import type { UiSchema } from '@rjsf/utils';

/** Languages and currency tab: languages and currency first, formats for specialists last. */
export const localeUiSchema: UiSchema = {
  'ui:order': ['languages', 'defaultLanguage', 'currency', 'timezone', 'dateFormats'],
};
