import type { Picture } from '../../db/schema';
import { absoluteUrl } from '../../http/public-url';
import { VARIANT_NAMES, type VariantName, variantUrl } from '../media/variants';

const TEXTS = ['title', 'description', 'copyright_info'] as const;
const SIZES = ['teaser', 'preview', 'article', 'detail'] as const;
/** The plain size a variant stands in for when it cannot be cropped. */
const PLAIN: Record<VariantName, (typeof SIZES)[number]> = {
  teaser_3x2: 'teaser', preview_3x2: 'preview', article_3x2: 'article', detail_3x2: 'detail',
};

/**
 * Every documented key present (null when missing), as clients read them without checks; every
 * URL absolute, `original` and the 3:2 variants as the real API sends them (issue 13).
 */
export function pictureJson(picture: Picture | null | undefined) {
  const stored = picture ?? {};
  const source = stored.original ?? stored.detail ?? stored.article ?? stored.teaser ?? stored.preview ?? null;
  const texts = Object.fromEntries(TEXTS.map((key) => [key, stored[key] ?? null])) as Record<(typeof TEXTS)[number], string | null>;
  const sizes = Object.fromEntries(SIZES.map((key) => [key, absoluteUrl(stored[key])])) as Record<(typeof SIZES)[number], string | null>;
  const variants = Object.fromEntries(VARIANT_NAMES.map((name) => [name, absoluteUrl(variantUrl(source, name, stored[PLAIN[name]] ?? null))])) as Record<VariantName, string | null>;
  return { ...texts, ...sizes, original: absoluteUrl(source), ...variants };
}
