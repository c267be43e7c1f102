import type { UiSchema } from '@rjsf/utils';

/** Checkout tab: payment modes first; timing values are for support staff and come last. */
export const checkoutUiSchema: UiSchema = {
  'ui:order': ['paymentModes', 'reservations', 'walletPasses', 'timing'],
};
