import { TAG_KEYS, type TagKey, type VocabularyScope } from './vocabulary-kinds';
import type { VocabularyLookup } from './vocabulary-lookup';

interface TaggedRow {
  category_id: number | null;
  language_ids: number[];
  tag_ids: number[];
}

/**
 * requirements/api.md §6.2: category, languages and every tag list resolved to {id, name};
 * `extra` adds ids kept outside tag_ids (tours' age_group_ids and grade_ids).
 */
export function offerTagsJson(row: TaggedRow, scope: VocabularyScope, terms: VocabularyLookup, extra: Partial<Record<TagKey, number[]>> = {}) {
  const tags = Object.fromEntries(
    (Object.entries(TAG_KEYS) as [TagKey, string][]).map(([key, singular]) => [key, terms.many([...row.tag_ids, ...(extra[key] ?? [])], scope, singular)]),
  ) as Record<TagKey, { id: number; name: string }[]>;
  return {
    category: terms.one(row.category_id),
    ...tags,
    languages: terms.many(row.language_ids, scope, 'language'),
  };
}
