import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeHeader, headerBlock } from './mime-headers';

export interface OutboxSummary { id: string; to: string; subject: string; date: string; size: number }
export interface OutboxMessage extends OutboxSummary { raw: string }

/** Ids are file names without .eml; anything else could walk out of the folder. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

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

async function summarise(outboxDir: string, id: string): Promise<OutboxMessage> {
  const file = join(outboxDir, `${id}.eml`);
  const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
  const headers = headerBlock(raw);
  return {
    id, raw, size: info.size,
    to: decodeHeader(headers.to ?? ''), subject: decodeHeader(headers.subject ?? ''),
    date: headers.date ? new Date(headers.date).toISOString() : info.mtime.toISOString(),
  };
}

/** The outbox, newest first (file names start with the timestamp). */
export async function listOutbox(outboxDir: string): Promise<OutboxSummary[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const ids = names.filter((name) => name.endsWith('.eml')).map((name) => name.slice(0, -4)).filter((id) => ID.test(id));
  const messages = await Promise.all(ids.sort().reverse().map((id) => summarise(outboxDir, id)));
  return messages.map(({ raw: _raw, ...summary }) => summary);
}

/** One message with its raw MIME text, or null when the id is unknown or not a plain file name. */
export async function readOutboxMessage(outboxDir: string, id: string): Promise<OutboxMessage | null> {
  if (!ID.test(id)) return null;
  return summarise(outboxDir, id).catch(() => null);
}
