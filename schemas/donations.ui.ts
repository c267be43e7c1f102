import type { UiSchema } from '@rjsf/utils';

/** Donations tab: where the donation step appears, then the quick add-donation button. */
export const donationsUiSchema: UiSchema = {
  'ui:order': ['enabledFor', 'showCartPrompt', 'addDonation'],
};
