export type PreviewWidth = 'mobile' | 'desktop';

/**
 * The widths the shop is laid out at, in CSS pixels: a common phone, and a common laptop screen,
 * which is above every desktop breakpoint of the shop's `@container shop` queries.
 */
export const PREVIEW_WIDTHS: Record<PreviewWidth, number> = { mobile: 390, desktop: 1280 };

/**
 * The zoom that fits a shop laid out at `width` into `available` pixels: the layout stays the one
 * of that width (the container queries see `width`), only drawn smaller. Never enlarged; rounded
 * down to a per mille, so the zoomed shop never overflows the stage by a fraction of a pixel.
 */
export function fitZoom(available: number, width: number): number {
  if (!(available > 0) || !(width > 0)) return 1;
  return Math.min(1, Math.floor((available / width) * 1000) / 1000);
}
