import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** Enough pixels for the largest crop, not more: SVGs are rendered at the density the crop needs. */
async function densityFor(source: string, width: number, height: number): Promise<number | undefined> {
  const meta = await sharp(source).metadata();
  if (meta.format !== 'svg' || !meta.width || !meta.height) return undefined;
  return Math.min(1200, Math.ceil(72 * Math.max(width / meta.width, height / meta.height)));
}

/**
 * A centred `width`×`height` JPEG crop of `source` written to `target`. SVGs are rasterised at the
 * density the crop needs and laid on white (JPEG has no transparency); the file appears atomically,
 * so a concurrent reader never sees half of it.
 */
export async function renderVariant(source: string, target: string, { width, height }: { width: number; height: number }): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const density = await densityFor(source, width, height);
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await sharp(source, density ? { density } : {})
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(temporary);
  await rename(temporary, target);
}

/** The cached crop is current when it exists and is not older than its source. */
export async function isCurrent(source: string, target: string): Promise<boolean> {
  const [from, to] = await Promise.all([stat(source), stat(target).catch(() => null)]);
  return to !== null && to.mtimeMs >= from.mtimeMs;
}
