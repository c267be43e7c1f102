/** requirements/catalogue.md §2.2 'Product card': the museum title, when settings.catalogue.displayMuseumInfo is on. */
export function museumTitleOf(museums: readonly { id: number; title: string }[] | undefined, museumId: number | null | undefined, enabled: boolean): string | undefined {
  if (!enabled || museumId == null) return undefined;
  return museums?.find((museum) => museum.id === museumId)?.title;
}
