import type { UiSchema } from '@rjsf/utils';

/** VIP area, shown with the one-pager and the waiting room: the switch first. */
export const vipUiSchema: UiSchema = {
  'ui:order': ['enabled', 'selectionMode', 'registration', 'firstAvailableDate'],
};
