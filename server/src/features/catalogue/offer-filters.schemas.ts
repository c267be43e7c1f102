import { z } from '@hono/zod-openapi';
import { idsQuery } from '../../http/id-filters';
import { listQuery } from '../../http/list-query';
import { queryBool } from '../../http/query';

/** requirements/api.md §6.2 filters, shared by events and tours (requirements/api.md §7.2 "the same filters"). */
export const offerQuery = z.object({
  ...listQuery,
  by_featured: queryBool(),
  by_bookable: queryBool(),
  ...idsQuery('by_museum_ids'),
  ...idsQuery('by_exhibition_ids'),
  ...idsQuery('by_category_ids'),
  ...idsQuery('by_language_ids'),
  ...idsQuery('by_age_group_ids'),
  ...idsQuery('by_audience_ids'),
  ...idsQuery('by_catch_word_ids'),
  ...idsQuery('by_disablement_ids'),
  ...idsQuery('by_grade_ids'),
  ...idsQuery('by_proposal_category_ids'),
});

export type OfferQuery = z.infer<typeof offerQuery>;
