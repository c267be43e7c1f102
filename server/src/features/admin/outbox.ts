import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeWords, parseHeaders, splitMessage, type Headers } from './mime-headers';
import { parseMail } from './mime-message';

/** Senders mark each e-mail with the shop it belongs to; unmarked mail is shown to nobody. */
const SHOP_HEADER = 'x-shop';

/** File names only: no separators, no leading dot, so an id can never leave the outbox folder. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function isSafeMessageId(id: string): boolean {
  return SAFE_ID.test(id) && !id.includes('..');
}

async function headersOf(file: string): Promise<{ headers: Headers; size: number; mtime: Date }> {
  const [raw, info] = await Promise.all([readFile(file), stat(file)]);
  return { headers: parseHeaders(splitMessage(raw.toString('latin1')).head), size: info.size, mtime: info.mtime };
}

function dateOf(headers: Headers, mtime: Date): string {
  const date = new Date(headers.get('date') ?? '');
  return (Number.isNaN(date.getTime()) ? mtime : date).toISOString();
}

const header = (headers: Headers, name: string) => decodeWords(headers.get(name) ?? '');

/** The shop's .eml files, newest first; a missing folder is an empty outbox. */
export async function listOutbox(dir: string, shopSlug: string) {
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const id = file.slice(0, -'.eml'.length);
    if (!isSafeMessageId(id)) continue;
    const { headers, size, mtime } = await headersOf(join(dir, file));
    if (headers.get(SHOP_HEADER) !== shopSlug) continue;
    messages.push({ id, to: header(headers, 'to'), subject: header(headers, 'subject'), date: dateOf(headers, mtime), size });
  }
  return messages.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** One message of the shop, or undefined for an unsafe id, a missing file or another shop's mail. */
export async function readOutboxMessage(dir: string, shopSlug: string, id: string) {
  if (!isSafeMessageId(id)) return undefined;
  const file = join(dir, `${id}.eml`);
  const raw = await readFile(file).catch(() => undefined);
  if (!raw) return undefined;
  const mail = parseMail(raw);
  if (mail.headers.get(SHOP_HEADER) !== shopSlug) return undefined;
  const { mtime } = await stat(file);
  return {
    id, to: header(mail.headers, 'to'), from: header(mail.headers, 'from'), subject: header(mail.headers, 'subject'),
    date: dateOf(mail.headers, mtime), html: mail.html, text: mail.text, attachments: mail.attachments,
  };
}
