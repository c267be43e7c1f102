import { z } from '@hono/zod-openapi';

/** requirements/api.md §1.11: every image size is a URL or null; tours add `original`. */
export const pictureSchema = z
  .object({
    title: z.string().nullable(), description: z.string().nullable(), copyright_info: z.string().nullable(),
    teaser: z.string().nullable(), preview: z.string().nullable(), article: z.string().nullable(),
    detail: z.string().nullable(), original: z.string().nullable(),
    teaser_3x2: z.string().nullable(), preview_3x2: z.string().nullable(), detail_3x2: z.string().nullable(), article_3x2: z.string().nullable(),
  })
  .openapi('Picture');

export const locationSchema = z
  .object({
    name: z.string().nullable(), city: z.string().nullable(), country: z.string().nullable(),
    street: z.string().nullable(), zip: z.string().nullable(),
    latitude: z.number().nullable(), longitude: z.number().nullable(),
  })
  .openapi('Location');

/** requirements/api.md §1.13 Tag object: categories, languages and the other filter vocabularies. */
export const tagSchema = z.object({ id: z.number().int(), name: z.string() }).openapi('Tag');

/** Custom attribute name → text in the requested locale (requirements/api.md §3.2). */
export const contentSchema = z.record(z.string(), z.string()).openapi('Content');

/** Category, languages and tag lists of events and tours (requirements/api.md §6.2). */
export const offerTagFields = {
  category: tagSchema.nullable(),
  age_groups: z.array(tagSchema), audiences: z.array(tagSchema), catch_words: z.array(tagSchema),
  disablements: z.array(tagSchema), grades: z.array(tagSchema), proposal_categories: z.array(tagSchema),
  languages: z.array(tagSchema),
};
