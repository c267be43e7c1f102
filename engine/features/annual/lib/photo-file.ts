/** requirements/annual-and-vip.md §5 and the upload contract: images only, at most 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type PhotoError = 'photoType' | 'photoSize' | 'photoRequired';

/** The key of the first failed rule, or null; `hasPhoto` = the slot already has one on the server. */
export function photoError(file: Pick<File, 'type' | 'size'> | null, mandatory: boolean, hasPhoto: boolean): PhotoError | null {
  if (!file) return mandatory && !hasPhoto ? 'photoRequired' : null;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'photoType';
  return file.size > MAX_PHOTO_BYTES ? 'photoSize' : null;
}
