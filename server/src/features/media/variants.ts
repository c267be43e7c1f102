/**
 * The 3:2 picture variants clients of the real API read (`teaser_3x2`, …; ENDPOINTS.md notes on
 * third-party clients), with the size we crop each to. One place, so the JSON and the image
 * route agree on names and sizes.
 */
export const VARIANTS = {
  teaser_3x2: { width: 600, height: 400 },
  preview_3x2: { width: 360, height: 240 },
  article_3x2: { width: 900, height: 600 },
  detail_3x2: { width: 1500, height: 1000 },
} as const;
export type VariantName = keyof typeof VARIANTS;
export const VARIANT_NAMES = Object.keys(VARIANTS) as VariantName[];

export const isVariant = (name: string): name is VariantName => Object.hasOwn(VARIANTS, name);

/** A file name under /media/ we may crop: no folders, no dot files, a picture extension. */
export const MEDIA_FILE = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|gif|avif)$/i;

/**
 * Where the variant of a stored picture URL is served: `/media/<file>` → `/media/variants/<variant>/<file>.jpg`
 * (the source's own extension kept, so `a.svg` and `a.png` never share a crop).
 * A picture hosted elsewhere cannot be cropped here, so it keeps `fallback` (the plain size).
 */
export function variantUrl(source: string | null | undefined, variant: VariantName, fallback: string | null): string | null {
  const match = source ? /^\/media\/([^/]+)$/.exec(source) : null;
  if (!match || !MEDIA_FILE.test(match[1]!)) return fallback;
  return `/media/variants/${variant}/${match[1]!}.jpg`;
}
