import { describe, expect, it } from 'vitest';
import { searchScope } from './search-scope.ts';

describe('searchScope (requirements/catalogue.md §2.5 initializeScope)', () => {
  it('names one kind of results', () => {
    expect(searchScope('events')).toBe('events');
    expect(searchScope('tours')).toBe('tours');
    expect(searchScope('exhibitions')).toBe('exhibitions');
  });
  it('anything else shows every kind', () => {
    expect(searchScope(null)).toBeNull();
    expect(searchScope('true')).toBeNull();
    expect(searchScope('')).toBeNull();
  });
});
