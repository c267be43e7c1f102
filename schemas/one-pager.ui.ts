import type { UiSchema } from '@rjsf/utils';

/** One-pager: the switch, the offered tickets, then presentation. */
export const onePagerUiSchema: UiSchema = {
  'ui:order': ['enabled', 'ticketIds', 'quickSelectButtons', 'showVatExemptNote'],
};
