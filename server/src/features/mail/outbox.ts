import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The operator preview reads these files back with server/src/features/admin/outbox.ts. */
function slugify(value: string): string {
  return value.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_-]+/g, '-').slice(0, 60) || 'mail';
}

/** Writes `<timestamp>-<slug>.eml` (never overwriting) and returns its id. */
export async function writeOutboxFile(outboxDir: string, slug: string, message: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const base = `${new Date().toISOString().replace(/[-:.]/g, '')}-${slugify(slug)}`;
  for (let attempt = 0; ; attempt += 1) {
    const id = attempt === 0 ? base : `${base}-${attempt}`;
    try {
      await writeFile(join(outboxDir, `${id}.eml`), message, { flag: 'wx' });
      return id;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
