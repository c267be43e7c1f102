import type { UiSchema } from '@rjsf/utils';

/** Tickets tab: the ticket groups first (what an operator edits most), then calendar and combi tickets. */
export const ticketsUiSchema: UiSchema = {
  'ui:order': ['groups', 'calendar', 'combi', 'maxItemsList', 'allowSingleDeselect', 'rejectTickets', 'showFilters', 'widgetSize', 'partyCalculator', 'dayPlanner', 'crowdForecast', 'attendeeFields'],
  groups: {
    items: {
      'ui:order': ['name', 'show', 'order', 'types', 'time', 'date', 'timeOptions', 'timeSlotCapacity', '*'],
    },
  },
};
