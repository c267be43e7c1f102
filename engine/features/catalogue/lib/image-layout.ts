import type { ImageLayouts } from '../../../settings/settings.gen.ts';

export type ImageLayout = ImageLayouts['start'];

/**
 * settings.catalogue.imageLayouts: photo is 3:2, square 1:1 and standard the teaser format 4:3
 * (requirements/catalogue.md §9.4 'Image layouts'); the CSS classes set the aspect ratio.
 */
export function imageLayoutClass(layout: ImageLayout | undefined): string {
  return `media--${layout ?? 'standard'}`;
}
