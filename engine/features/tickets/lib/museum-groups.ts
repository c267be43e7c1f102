/** A run of rows under one museum's heading; `museum` null means no heading. */
export interface MuseumGroup<Row> {
  museum: string | null;
  rows: Row[];
}

/**
 * The selection table's rows grouped under their museum's name where they span more than one house
 * (issue 19: with 'Alle Museen', three 'Zeitfenster Erwachsene' at 14, 10 and 8 € must be told apart).
 * Groups keep the rows' order of first appearance; a ticket valid in several museums, or none, goes
 * into an unnamed group. One museum (or none known): one group without heading.
 */
export function museumGroups<Row extends { ticket: { museum_ids: number[] } }>(rows: Row[], museums: { id: number; title: string }[]): MuseumGroup<Row>[] {
  const nameOf = (row: Row) => (row.ticket.museum_ids.length === 1 ? museums.find((museum) => museum.id === row.ticket.museum_ids[0])?.title ?? null : null);
  const groups = new Map<string | null, Row[]>();
  for (const row of rows) {
    const name = nameOf(row);
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  const named = [...groups.keys()].filter((name) => name !== null);
  if (named.length < 2) return [{ museum: null, rows }];
  return [...groups].map(([museum, grouped]) => ({ museum, rows: grouped }));
}
