import type { UiSchema } from '@rjsf/utils';

/** Events and tours tab: lists and paging of dates first, presentation details after. */
export const catalogueUiSchema: UiSchema = {
  'ui:order': ['eventDates', 'tours', 'productCalendar', 'search', 'filters', 'detailPages', 'groupByCategory', 'sortByNextDate', 'displayEventInfo', 'displayMuseumInfo', 'truncation', 'imageLayouts'],
};
