import type { Picture } from '../schema';

/** A picture object whose sizes all point at one shipped SVG (SVGs scale, so one file serves every size). */
export function picture(file: string, title: string, description = ''): string {
  const url = `/media/${file}.svg`;
  const value: Picture = {
    title, description, copyright_info: '© Demo-Grafik, frei verwendbar',
    teaser: url, preview: url, article: url, detail: url, thumbnail: url, original: url,
  };
  return JSON.stringify(value);
}
