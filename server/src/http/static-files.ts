import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { getMimeType } from 'hono/utils/mime';
import { etagMatches, isCompressible, preferredEncoding, withVary, type Encoding } from './content-coding';
import { heldFiles, type HeldFile } from './held-files';

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

/** A body from memory, without copying it. */
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** The file held in memory as it is on disk now, or, when it is too large to hold, its validator and size for streaming. */
async function currentFile(file: string, compressible: boolean, immutable: boolean): Promise<HeldFile | { etag: string; size: number } | null> {
  // A hashed name changes with its content: once held, the disk need not be asked again.
  const held = immutable ? heldFiles.get(file) : undefined;
  if (held) return held;
  const info = await fileStat(file);
  if (!info) return null;
  const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  const current = heldFiles.get(file);
  if (current?.etag === etag) return current;
  return (await heldFiles.read(file, etag, info.size, compressible)) ?? { etag, size: info.size };
}

/**
 * A file as the answer: the precompressed `.br`/`.gz` beside it when the client takes that
 * encoding, a weak ETag from size and modification time (shared by every encoding) and a 304 when
 * the client's copy is current. Null when there is no such file. Files are answered from memory
 * (held-files.ts).
 */
export async function fileResponse({ file, method, acceptEncoding, ifNoneMatch, cacheControl }: FileRequest): Promise<Response | null> {
  const type = getMimeType(file) ?? 'application/octet-stream';
  const compressible = isCompressible(type);
  const found = await currentFile(file, compressible, cacheControl === CACHE.immutable);
  if (!found) return null;
  const headers = new Headers({ 'Content-Type': type, ETag: found.etag, 'Cache-Control': cacheControl });
  if (compressible) headers.set('Vary', withVary(null, 'Accept-Encoding'));
  if (etagMatches(ifNoneMatch, found.etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  const encoding = compressible ? preferredEncoding(acceptEncoding) : null;
  if (!('identity' in found)) return streamedFile(file, method, encoding, found.size, headers);
  const encoded = encoding ? found.encoded[encoding] : undefined;
  if (encoded) headers.set('Content-Encoding', encoding!);
  const body = encoded ?? found.identity;
  headers.set('Content-Length', String(body.byteLength));
  return new Response(method === 'HEAD' ? null : bytes(body), { status: 200, headers });
}

/** A file too large to hold, streamed from disk (its precompressed form when there is one). */
async function streamedFile(file: string, method: string, encoding: Encoding | null, size: number, headers: Headers): Promise<Response> {
  let body = file;
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
