import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { compressBody, contentEtag, etagMatches, isCompressible, MIN_COMPRESS_BYTES, preferredEncoding, withVary } from './content-coding';

/**
 * Responses built per request (API JSON, small static files) go out compressed when the client
 * accepts it, and a GET's answer carries an ETag from its content so a repeated request with
 * If-None-Match costs a 304 instead of the body. Streams of other types (PDFs, pictures, event
 * streams) and bodies that are already encoded (precompressed assets) pass untouched.
 */
export const compressResponse: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const response = c.res;
  const type = response.headers.get('content-type');
  if (!response.body || response.headers.has('content-encoding') || !isCompressible(type)) return;
  if (response.headers.get('cache-control')?.includes('no-transform')) return;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('Vary', withVary(headers.get('vary'), 'Accept-Encoding'));
  // Hono merges the old response's headers into a new one; start clean, `headers` has them all.
  c.res = undefined;
  const isGet = c.req.method === 'GET' && response.status === 200;
  if (isGet && !headers.has('etag')) headers.set('ETag', contentEtag(body));
  if (isGet && etagMatches(c.req.header('if-none-match'), headers.get('etag')!)) {
    for (const name of ['content-type', 'content-length']) headers.delete(name);
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  const encoding = body.byteLength >= MIN_COMPRESS_BYTES ? preferredEncoding(c.req.header('accept-encoding')) : null;
  if (encoding) {
    const compressed = await compressBody(body, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    c.res = new Response(compressed, { status: response.status, statusText: response.statusText, headers });
  } else {
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
};
