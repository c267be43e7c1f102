import type { UiSchema } from '@rjsf/utils';

/** Theme: the preview edits it in its own tab with a contrast check; this keeps the order for any generic form. */
export const themeUiSchema: UiSchema = {
  'ui:order': ['accentColor', 'colorScheme', 'fontFamily', 'logoUrl', 'websiteUrl'],
  accentColor: { 'ui:widget': 'color' },
};
