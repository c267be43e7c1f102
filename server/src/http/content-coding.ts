import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** The encodings we send, best first: brotli is about 15% smaller than gzip on JS and JSON. */
export type Encoding = 'br' | 'gzip';

/** Below this a compressed body plus its header costs about as much as the plain one. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The best encoding the client accepts (`Accept-Encoding`, q-values honoured, `*` counted), or null
 * for identity.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => weight(name) > 0) ?? null;
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * On-the-fly compression for responses built per request (API JSON): brotli quality 5 is about as
 * fast as gzip 6 and still smaller; build-time files use the maximum (scripts/vite-precompress.ts).
 * Runs on libuv's thread pool, so a large answer does not block other requests.
 */
export function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 });
}

/**
 * A weak validator from the content: weak because the same entity goes out in several encodings,
 * which a strong ETag would have to tell apart.
 */
export function contentEtag(body: Uint8Array | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `If-None-Match` against our ETag, by weak comparison (RFC 9110, section 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Adds a field to `Vary` once, keeping what other middleware (CORS) put there. */
export function withVary(current: string | null, field: string): string {
  const fields = (current ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  return fields.some((value) => value.toLowerCase() === field.toLowerCase() || value === '*') ? fields.join(', ') : [...fields, field].join(', ');
}
