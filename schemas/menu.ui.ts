import type { UiSchema } from '@rjsf/utils';

/** Menus tab: what the navigation shows first, then how many entries each dropdown lists. */
export const menuUiSchema: UiSchema = {
  'ui:order': ['items', 'pageSizes', 'groupBy', 'multipleEventMenuItems', 'multipleTourMenuItems'],
  pageSizes: { 'ui:order': ['events', 'tours', 'exhibitions', 'museums', 'merchandise'] },
};
