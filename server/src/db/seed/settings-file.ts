import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Dayjs } from 'dayjs';
import { dateOf } from './dates';

const examplesDir = resolve(import.meta.dirname, '../../../../schemas/examples');

/**
 * The shop settings live as validated examples next to their JSON Schema, so the demo
 * shows exactly what the schema documents. Read at seed time: a missing file only
 * costs the demo its settings, never the start.
 */
export function readShopSettings(slug: string, log: (line: string) => void): Record<string, unknown> {
  const file = resolve(examplesDir, `${slug}.json`);
  if (!existsSync(file)) {
    log(`seed: ${slug}: schemas/examples/${slug}.json not found, settings left empty`);
    return {};
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    log(`seed: ${slug}: schemas/examples/${slug}.json is not an object, settings left empty`);
    return {};
  }
  return parsed as Record<string, unknown>;
}

/** How long the demo's notice runs from the seed day. */
const NOTICE_DAYS = 90;

/**
 * A notice period in an example (settings general.notice) moves to start on the seed day, so the
 * demo's notice is always current instead of announcing a holiday long past (issue 19).
 */
export function withCurrentNotice(settings: Record<string, unknown>, day: Dayjs): Record<string, unknown> {
  const general = settings.general as { notice?: unknown } | undefined;
  if (!general?.notice) return settings;
  return { ...settings, general: { ...general, notice: { from: dateOf(day, 0), until: dateOf(day, NOTICE_DAYS) } } };
}
