import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Picture } from '../schema';

const MEDIA = resolve(import.meta.dirname, 'media');

/**
 * A picture object whose sizes all point at one shipped file: the painting scripts/demo-artworks.ts
 * made for it (JPEG; the server crops its 3:2 variants) where there is one, else the SVG (SVGs scale,
 * so one file serves every size). The copyright line says where each comes from.
 */
export function picture(file: string, title: string, description = ''): string {
  const painted = existsSync(resolve(MEDIA, `${file}.jpg`));
  const url = `/media/${file}.${painted ? 'jpg' : 'svg'}`;
  const value: Picture = {
    title, description,
    copyright_info: painted ? '© Demo-Gemälde, CC0' : '© Demo-Grafik, frei verwendbar',
    teaser: url, preview: url, article: url, detail: url, thumbnail: url, original: url,
  };
  return JSON.stringify(value);
}
