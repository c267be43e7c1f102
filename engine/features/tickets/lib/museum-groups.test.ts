import { describe, expect, it } from 'vitest';
import { museumGroups } from './museum-groups.ts';

const museums = [{ id: 1, title: 'Kunsthalle am Fluss' }, { id: 2, title: 'Naturkundemuseum' }, { id: 3, title: 'Stadtgeschichte' }];
const row = (name: string, museumIds: number[]) => ({ name, ticket: { museum_ids: museumIds } });

describe('museumGroups (issue 19: "Alle Museen" names each ticket\'s museum)', () => {
  it('groups rows from several museums under their names, in order of first appearance', () => {
    const groups = museumGroups([row('Zeitfenster A', [1]), row('Zeitfenster B', [2]), row('Ermäßigt A', [1]), row('Zeitfenster C', [3])], museums);
    expect(groups.map((group) => [group.museum, group.rows.map((entry) => entry.name)])).toEqual([
      ['Kunsthalle am Fluss', ['Zeitfenster A', 'Ermäßigt A']], ['Naturkundemuseum', ['Zeitfenster B']], ['Stadtgeschichte', ['Zeitfenster C']],
    ]);
  });

  it('puts a ticket of several museums into an unnamed group', () => {
    const groups = museumGroups([row('A', [1]), row('Kombi', [1, 2]), row('B', [2])], museums);
    expect(groups.map((group) => group.museum)).toEqual(['Kunsthalle am Fluss', null, 'Naturkundemuseum']);
  });

  it('adds no heading when every row is from one museum or the names are unknown', () => {
    expect(museumGroups([row('A', [1]), row('B', [1])], museums)).toEqual([{ museum: null, rows: [row('A', [1]), row('B', [1])] }]);
    expect(museumGroups([row('A', [1]), row('B', [2])], [])).toHaveLength(1);
  });
});
