import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { fileInside } from '../../http/static-files';
import { MEDIA_ROOT } from '../media/media-root';
import { solidPng } from './solid-png';
import type { ZipEntry } from './zip';

/** Wallet's logo box is 160×50 points (logo.png, logo@2x.png); the event ticket's thumbnail 90×90. @see https://developer.apple.com/documentation/walletpasses/creating-an-event-pass */
const LOGO = { width: 160, height: 50 };
const THUMBNAIL = 90;

const logoCache = new Map<string, Promise<ZipEntry[] | null>>();

/** The logo fitted into width×height at `scale`, transparent around it; SVGs rasterised sharp at that size. */
async function renderLogo(file: string, scale: number): Promise<Buffer> {
  const width = LOGO.width * scale;
  const height = LOGO.height * scale;
  const meta = await sharp(file).metadata();
  const density = meta.format === 'svg' && meta.width && meta.height
    ? Math.min(1200, Math.ceil(72 * Math.max(width / meta.width, height / meta.height))) : undefined;
  return sharp(file, density ? { density } : {})
    .resize(width, height, { fit: 'inside' })
    .png().toBuffer();
}

/**
 * logo.png and logo@2x.png from the theme's logo (settings theme.logoUrl) when it is one of the
 * shop's own `/media/…` files (SVG or bitmap); null for none, a remote URL (a pass is never built
 * from a fetch to a third party) or a file sharp cannot read. Kept in memory per file version.
 */
async function themeLogo(logoUrl: string): Promise<ZipEntry[] | null> {
  const file = logoUrl.startsWith('/media/') ? fileInside(MEDIA_ROOT, logoUrl.slice('/media'.length)) : null;
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return null;
  const key = `${file}:${info.mtimeMs}`;
  let job = logoCache.get(key);
  if (!job) {
    job = Promise.all([renderLogo(file, 1), renderLogo(file, 2)])
      .then(([one, two]) => [{ name: 'logo.png', data: one }, { name: 'logo@2x.png', data: two }])
      .catch(() => null);
    logoCache.set(key, job);
  }
  return job;
}

/** The holder's photo as the event ticket's square thumbnail; none when sharp cannot read it. */
async function holderThumbnail(photo: Buffer): Promise<ZipEntry[]> {
  try {
    const [one, two] = await Promise.all([1, 2].map((scale) => sharp(photo).rotate()
      .resize(THUMBNAIL * scale, THUMBNAIL * scale, { fit: 'cover', position: 'attention' }).png().toBuffer()));
    return [{ name: 'thumbnail.png', data: one! }, { name: 'thumbnail@2x.png', data: two! }];
  } catch {
    return [];
  }
}

/**
 * The pictures of a pass: the icon Wallet requires (the accent colour), the theme's logo (else a
 * square in the accent colour) and, for a personalised annual ticket, the holder's photo.
 */
export async function passImages({ accentColor, logoUrl, photo }: { accentColor: string; logoUrl: string; photo: Buffer | null }): Promise<ZipEntry[]> {
  const logo = (await themeLogo(logoUrl)) ?? [{ name: 'logo.png', data: solidPng(50, accentColor) }, { name: 'logo@2x.png', data: solidPng(100, accentColor) }];
  return [
    { name: 'icon.png', data: solidPng(29, accentColor) },
    { name: 'icon@2x.png', data: solidPng(58, accentColor) },
    { name: 'icon@3x.png', data: solidPng(87, accentColor) },
    ...logo,
    ...(photo ? await holderThumbnail(photo) : []),
  ];
}
