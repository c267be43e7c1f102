import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every answer (issue 14, finding 6). The API's own answers are data, never a page: they may not be
 * framed or run anything. Pages set their own Content-Security-Policy (overwrite: false keeps it): the shop and
 * preview (pageCsp) and the sandbox payment page (paymentPageCsp). Cross-Origin-Resource-Policy stays off: shop
 * pages on other origins show the API's pictures and PDFs.
 */
const baseHeaders = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  strictTransportSecurity: false,
});

/** Whether the client reached us over HTTPS (directly, or as the trusted proxy in front says). */
function overHttps(c: Context, trustsProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustsProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** HSTS only over HTTPS: sent over plain HTTP it is ignored at best and pins a dev host at worst. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await baseHeaders(c, next);
  const deps = (c.var as { deps?: { trustProxy?: { kind: string } } }).deps;
  const trustsProxy = (deps?.trustProxy?.kind ?? (process.env.TRUST_PROXY ? 'set' : 'none')) !== 'none';
  if (overHttps(c, trustsProxy)) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};

/** A CSP source that allows exactly one inline script: the hash of its text. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const GTM = 'https://www.googletagmanager.com';

/**
 * The shop's and the preview's policy: scripts only from this server, no inline script, no eval — with three
 * explicit, documented exceptions:
 * - the built page's own inline scripts (`pageScripts`, the shop's route preloader, scripts/vite-route-preload.ts),
 *   each allowed by the hash of its text as the build wrote it; markup added per request (the embedded bootstrap)
 *   is data and has none;
 * - the operator's custom JS (shop config `custom_js`): the engine adds it as one inline script, allowed by the
 *   hash of exactly that text, computed per shop on every page answer; a changed text is allowed once published.
 *   The preview does not allow a draft's custom JS (it has no hash yet): it runs in the published shop only.
 * - the tag manager (`tag_manager_id`): its loader from googletagmanager.com; tags that inject inline code are
 *   not allowed.
 * Styles may be inline (React style attributes, the operator's custom CSS, the boot spinner). Pictures may come
 * from any HTTPS host (operators link them). The shop may itself be framed (embedding is a feature,
 * requirements/frame-and-routing.md); the preview only by itself.
 */
export function pageCsp(page: 'shop' | 'preview', config: { custom_js?: unknown; tag_manager_id?: unknown } = {}, pageScripts: string[] = []): string {
  const scripts = ["'self'", ...pageScripts.map(scriptHash)];
  if (page === 'shop' && typeof config.custom_js === 'string' && config.custom_js !== '') scripts.push(scriptHash(config.custom_js));
  if (page === 'shop' && typeof config.tag_manager_id === 'string' && config.tag_manager_id !== '') scripts.push(GTM);
  // The preview's settings form compiles its JSON Schema validators at run time (ajv → new Function).
  if (page === 'preview') scripts.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'", `script-src ${scripts.join(' ')}`, "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:", "font-src 'self' data:", "connect-src 'self'", "frame-src 'self' https:",
    "object-src 'none'", "base-uri 'self'", "form-action 'self' https:",
    ...(page === 'preview' ? ["frame-ancestors 'self'"] : []),
  ];
  return directives.join('; ');
}

/**
 * The sandbox payment page: no script at all, its one inline style block, posts only to itself, framed only by
 * this server and the shop's own hosts (the iframe payment mode, requirements/payment.md §2.1).
 */
export function paymentPageCsp(shopHosts: string[]): string {
  const shops = shopHosts.filter((host) => /^[a-z0-9.-]+$/i.test(host)).map((host) => `${host}:*`);
  const ancestors = ["'self'", ...shops].join(' ');
  // form-action also covers the redirect back to the shop after a decision.
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${ancestors} https:; base-uri 'none'; frame-ancestors ${ancestors}`;
}
