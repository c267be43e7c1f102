import type { Picture } from '../../db/schema';

const SIZES = ['title', 'description', 'copyright_info', 'teaser', 'preview', 'article', 'detail'] as const;

/** Every documented key present (null when missing), as clients read them without checks. */
export function pictureJson(picture: Picture | null | undefined, withOriginal = false) {
  const stored = picture ?? {};
  const result = Object.fromEntries(SIZES.map((key) => [key, stored[key] ?? null])) as Record<(typeof SIZES)[number], string | null>;
  return withOriginal ? { ...result, original: stored.original ?? null } : result;
}
