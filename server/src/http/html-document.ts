import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { contentEtag, etagMatches, preferredEncoding, withVary } from './content-coding';
import { CACHE } from './static-files';

interface Body {
  html: Buffer;
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
}

interface Loaded extends Body {
  version: string;
  link: string;
  /** The text of each script the built page runs inline, for the page's script policy (security-headers.ts). */
  inlineScripts: string[];
  /** The document with markup added before `</body>` (the shop's embedded bootstrap), by that markup's hash. */
  variants: Map<string, Promise<Body>>;
}

/** Variants kept per build: a few shops × languages; the oldest goes first. */
const MAX_VARIANTS = 64;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A variant is made once per build and content, on libuv's thread pool, so maximum compression costs no request its latency twice. */
async function variantBody(template: Buffer, insert: string): Promise<Body> {
  const text = template.toString('utf8');
  const at = text.lastIndexOf('</body>');
  const html = Buffer.from(at < 0 ? `${text}${insert}` : `${text.slice(0, at)}${insert}${text.slice(at)}`, 'utf8');
  const [br, gz] = await Promise.all([brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipAsync(html, { level: 9 })]);
  return { html, encoded: { br, gzip: gz }, etag: contentEtag(html) };
}

/**
 * `Link` header entries for what the page's markup loads first (entry script, module preloads,
 * style sheets), so the browser can start on them before it has parsed the document, and a proxy
 * can send them as 103 Early Hints. `base` is the URL folder the document is served from.
 */
function preloadLinks(html: string, base: string): string {
  const absolute = (href: string) => (/^(https?:)?\//.test(href) ? href : `${base}${href.replace(/^\.\//, '')}`);
  const links: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const cors = /\scrossorigin\b/.test(tag) ? '; crossorigin' : '';
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) links.push(`<${absolute(attr('src')!)}>; rel=modulepreload${cors}`);
    else if (attr('rel') === 'modulepreload' && attr('href')) links.push(`<${absolute(attr('href')!)}>; rel=modulepreload${cors}`);
    else if (attr('rel') === 'stylesheet' && attr('href')) links.push(`<${absolute(attr('href')!)}>; rel=preload; as=style${cors}`);
  }
  return links.join(', ');
}

/** Scripts in the markup that run and have no `src`: JSON data blocks and the like do not run. */
function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (/\ssrc=/.test(attributes) || (type !== undefined && !/^(module|text\/javascript)$/.test(type))) continue;
    scripts.push(text);
  }
  return scripts;
}

/**
 * A built index.html held in memory with its brotli and gzip forms: read again only when the file
 * on disk changes (a new build), so a page view costs one stat instead of a read and two compressions.
 */
export function htmlDocument(file: string, base: string) {
  let loaded: Promise<Loaded | null> | undefined;
  let loadedVersion = '';

  async function load(version: string): Promise<Loaded | null> {
    const html = await readFile(file).catch(() => null);
    if (!html) return null;
    return {
      version, html,
      encoded: { br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(html, { level: 9 }) },
      etag: contentEtag(html),
      link: preloadLinks(html.toString('utf8'), base),
      inlineScripts: inlineScriptsOf(html.toString('utf8')),
      variants: new Map(),
    };
  }

  async function current(): Promise<Loaded | null> {
    const info = await stat(file).catch(() => null);
    const version = info ? `${info.size}-${info.mtimeMs}` : 'missing';
    if (!loaded || version !== loadedVersion) {
      loadedVersion = version;
      loaded = info ? load(version) : Promise.resolve(null);
    }
    return loaded;
  }

  function withInsert(doc: Loaded, insert: string): Promise<Body> {
    const key = contentEtag(insert);
    let variant = doc.variants.get(key);
    if (!variant) {
      variant = variantBody(doc.html, insert);
      doc.variants.set(key, variant);
      variant.catch(() => doc.variants.delete(key));
      if (doc.variants.size > MAX_VARIANTS) doc.variants.delete(doc.variants.keys().next().value!);
    }
    return variant;
  }

  /**
   * The document as a response to a GET or HEAD with these request headers, with `insert` (markup
   * made for this request, such as the embedded bootstrap) placed before `</body>`, with the inline
   * scripts of the build it came from (for the page's script policy); null when it is not built.
   * One stat per request: the answer and its scripts come from the same build.
   */
  async function respond(method: string, acceptEncoding?: string, ifNoneMatch?: string, insert = ''): Promise<{ response: Response; inlineScripts: string[] } | null> {
    const loaded = await current();
    if (!loaded) return null;
    const answer = (response: Response) => ({ response, inlineScripts: loaded.inlineScripts });
    const doc = insert ? { ...loaded, ...(await withInsert(loaded, insert)) } : loaded;
    const headers = new Headers({ ETag: doc.etag, 'Cache-Control': CACHE.revalidate, Vary: withVary(null, 'Accept-Encoding') });
    if (etagMatches(ifNoneMatch, doc.etag)) return answer(new Response(null, { status: 304, headers }));
    headers.set('Content-Type', 'text/html; charset=utf-8');
    if (doc.link) headers.set('Link', doc.link);
    const encoding = preferredEncoding(acceptEncoding);
    const body = encoding ? doc.encoded[encoding] : doc.html;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return answer(new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers }));
  }

  return { respond };
}
