import type { UiSchema } from '@rjsf/utils';

/** Cart and shipping tab: the cart screen, then coupons, merchandise and shipping. */
export const cartUiSchema: UiSchema = {
  'ui:order': ['showComment', 'showReset', 'checkoutButtonLabelKey', 'autoDeleteMinutes', 'emptyBeforePayment', 'coupons', 'merchandise', 'shipping'],
};
