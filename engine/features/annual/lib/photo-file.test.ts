import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoError } from './photo-file.ts';

describe('photo rules (requirements/annual-and-vip.md §5)', () => {
  it('accepts images up to 2 MB', () => expect(photoError({ type: 'image/jpeg', size: MAX_PHOTO_BYTES }, true, false)).toBeNull());
  it('refuses larger files', () => expect(photoError({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 }, false, false)).toBe('photoSize'));
  it('refuses other types', () => expect(photoError({ type: 'application/pdf', size: 10 }, false, false)).toBe('photoType'));
  it('requires a photo when mandatory and none exists yet', () => {
    expect(photoError(null, true, false)).toBe('photoRequired');
    expect(photoError(null, true, true)).toBeNull();
    expect(photoError(null, false, false)).toBeNull();
  });
});
