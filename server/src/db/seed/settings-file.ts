import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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
