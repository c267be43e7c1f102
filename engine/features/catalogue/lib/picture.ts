import type { Picture } from '../../../shared/api/page.ts';

/** requirements/catalogue.md §9: lists use the 'standard' layout (teaser), details the larger images. */
export function cardImage(picture: Picture | null | undefined): string | undefined {
  return picture?.teaser ?? picture?.preview ?? picture?.article ?? picture?.detail ?? undefined;
}

export function detailImage(picture: Picture | null | undefined): string | undefined {
  return picture?.detail ?? picture?.article ?? picture?.teaser ?? picture?.preview ?? undefined;
}
