import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { etagMatches, isCompressible, preferredEncoding, withVary, type Encoding } from './content-coding';

/** Cache policies of served files. */
export const CACHE = {
  /** Names carry a content hash: a changed file is a new URL, so browsers never need to ask again. */
  immutable: 'public, max-age=31536000, immutable',
  /** Same name, new content possible: keep it, but revalidate (a 304 when unchanged). */
  revalidate: 'no-cache',
} as const;

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** `path` (URL-decoded, from the request) inside `root`, or null when it would leave the folder. */
export function fileInside(root: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`) ? file : null;
}

async function fileStat(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

interface FileRequest {
  file: string;
  method: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  cacheControl: string;
}

/**
 * A file as the answer: the precompressed `.br`/`.gz` beside it when the client takes that
 * encoding, a weak ETag from size and modification time (shared by every encoding) and a 304 when
 * the client's copy is current. Null when there is no such file.
 */
export async function fileResponse({ file, method, acceptEncoding, ifNoneMatch, cacheControl }: FileRequest): Promise<Response | null> {
  const info = await fileStat(file);
  if (!info) return null;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  const headers = new Headers({ 'Content-Type': type, ETag: etag, 'Cache-Control': cacheControl });
  if (isCompressible(type)) headers.set('Vary', withVary(null, 'Accept-Encoding'));
  if (etagMatches(ifNoneMatch, etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  let body = file;
  let size = info.size;
  const encoding = isCompressible(type) ? preferredEncoding(acceptEncoding) : null;
  const variant = encoding ? await fileStat(`${file}${SUFFIX[encoding]}`) : null;
  if (encoding && variant) {
    body = `${file}${SUFFIX[encoding]}`;
    size = variant.size;
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(size));
  if (method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(body)) as ReadableStream, { status: 200, headers });
}
