import type { UiSchema } from '@rjsf/utils';

/** Accounts tab: registration, the extra customer fields, then the order list. */
export const accountsUiSchema: UiSchema = {
  'ui:order': ['registration', 'userFormFields', 'ordersPerPage'],
};
