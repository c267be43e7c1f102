import { describe, expect, it } from 'vitest';
import { changeFilter, filterSearch, listParams, missingFilters, parseFilters, resetFilters } from './filter-state.ts';

describe('parseFilters / filterSearch', () => {
  it('round-trips the four URL parameters', () => {
    const state = parseFilters(new URLSearchParams('museum_id=2&exhibition_id=5&language_id=3&category_id=7,8'));
    expect(state).toEqual({ museum: 2, exhibition: 5, language: 3, categories: [7, 8] });
    expect(filterSearch(state)).toEqual({ museum_id: '2', exhibition_id: '5', language_id: '3', category_id: '7,8' });
  });

  it('ignores values that are not positive ids', () => {
    expect(parseFilters(new URLSearchParams('museum_id=abc&language_id=-1&category_id=x,0'))).toEqual({});
    expect(filterSearch({})).toEqual({});
  });
});

describe('changeFilter', () => {
  it('drops the exhibition when the museum changes', () => {
    expect(changeFilter({ museum: 1, exhibition: 4 }, 'museum', 2)).toEqual({ museum: 2, exhibition: undefined });
    expect(changeFilter({ museum: 1, exhibition: 4 }, 'museum', 1)).toEqual({ museum: 1, exhibition: 4 });
  });

  it('sets a category group as several ids and clears it with an empty list', () => {
    expect(changeFilter({}, 'category', [3, 4]).categories).toEqual([3, 4]);
    expect(changeFilter({ categories: [3] }, 'category', []).categories).toBeUndefined();
  });
});

describe('resetFilters', () => {
  it('keeps the language and clears the rest (requirements/catalogue.md §2)', () => {
    expect(resetFilters({ museum: 1, exhibition: 2, language: 3, categories: [4] })).toEqual({ language: 3 });
  });
});

describe('missingFilters', () => {
  it('names the required filters still empty, in display order', () => {
    expect(missingFilters({ museum: 1 }, ['category', 'museum', 'language'])).toEqual(['language', 'category']);
    expect(missingFilters({}, [])).toEqual([]);
  });
});

describe('listParams', () => {
  it('maps chosen filters onto the by_*_ids[] query', () => {
    expect(listParams({ museum: 1, categories: [2, 3] })).toEqual({ by_museum_ids: [1], by_category_ids: [2, 3] });
  });
});
