import { describe, expect, it } from 'vitest';
import { changeMuseum, exhibitionsOf } from './filter-change.ts';

const exhibitions = [{ id: 10, museum_id: 1 }, { id: 11, museum_id: 2 }];

describe('requirements/tickets.md §2.10 Ticket breadcrumbs filters', () => {
  it('changing the museum narrows the exhibitions', () => {
    expect(exhibitionsOf(exhibitions, 2)).toEqual([{ id: 11, museum_id: 2 }]);
    expect(exhibitionsOf(exhibitions, undefined)).toHaveLength(2);
  });
  it('and clears an exhibition of another museum', () => {
    expect(changeMuseum(exhibitions, { museumId: 1, exhibitionId: 10 }, 2)).toEqual({ museumId: 2, exhibitionId: undefined });
    expect(changeMuseum(exhibitions, { museumId: undefined, exhibitionId: 11 }, 2)).toEqual({ museumId: 2, exhibitionId: 11 });
  });
});
