import { describe, expect, it } from 'vitest';
import { takeWithMore } from './take-with-more.ts';

describe('takeWithMore', () => {
  it('cuts at the limit and asks for a more link', () => {
    expect(takeWithMore([1, 2, 3, 4], 2)).toEqual({ shown: [1, 2], more: true, total: 4 });
  });

  it('needs no more link when everything fits', () => {
    expect(takeWithMore([1, 2], 2)).toEqual({ shown: [1, 2], more: false, total: 2 });
  });

  it('shows nothing for a limit of 0 and tolerates missing data', () => {
    expect(takeWithMore([1], 0).shown).toEqual([]);
    expect(takeWithMore(undefined, 3)).toEqual({ shown: [], more: false, total: 0 });
  });
});
