/** Card text limits of the spec (requirements/catalogue.md §2.2 'Product card', requirements/catalogue.md §9.3). */
export const TRUNCATE = { category: 40, title: 100, subTitle: 70 } as const;

/** Cuts after `limit` characters and appends '...'; shorter text stays as it is. */
export function truncate(text: string | null | undefined, limit: number): string {
  if (!text) return '';
  const chars = [...text];
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}...` : text;
}
