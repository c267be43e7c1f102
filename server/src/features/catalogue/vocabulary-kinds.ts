/**
 * vocabularies.kind is `<scope>_<singular>`, e.g. `event_category`, `tour_language`,
 * `event_age_group`: events and tours keep separate lists, as the contract serves them
 * under separate paths (requirements/api.md §6.1, requirements/api.md §7.1).
 */
export type VocabularyScope = 'event' | 'tour';

/** Response key (and path segment) → singular kind suffix. */
export const LISTED_VOCABULARIES = {
  categories: 'category',
  languages: 'language',
  age_groups: 'age_group',
  audiences: 'audience',
  catch_words: 'catch_word',
  proposal_categories: 'proposal_category',
  grades: 'grade',
} as const;

export type VocabularyKey = keyof typeof LISTED_VOCABULARIES;

/** Tags an event or tour carries in tag_ids; disablements have no list endpoint (requirements/api.md §6.1). */
export const TAG_KEYS = {
  age_groups: 'age_group',
  audiences: 'audience',
  catch_words: 'catch_word',
  disablements: 'disablement',
  grades: 'grade',
  proposal_categories: 'proposal_category',
} as const;

export type TagKey = keyof typeof TAG_KEYS;

export function vocabularyKind(scope: VocabularyScope, singular: string): string {
  return `${scope}_${singular}`;
}
