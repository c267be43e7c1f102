import type { UiSchema } from '@rjsf/utils';

/** Shown under the start page: where a visit starts, then the rarely touched technical switches. */
export const generalUiSchema: UiSchema = {
  'ui:order': ['startState', 'notice', 'consent', 'staging', 'smbStyle', 'affiliate', 'localStorageKeyPrefix'],
};
