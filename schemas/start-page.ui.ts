import type { UiSchema } from '@rjsf/utils';

/** Start page tab: the blocks from top to bottom as a visitor sees them. */
export const startPageUiSchema: UiSchema = {
  'ui:order': ['callToAction', 'ticketSearch', 'productCalendar', 'featuredCarousel', 'lists', 'exhibitionCards', 'specialOfferLinks', 'externalLinks'],
  featuredCarousel: { intervalMs: { 'ui:widget': 'updown' } },
};
