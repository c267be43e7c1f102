import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';
import { EMBEDDED_SHOP_ELEMENT_ID } from '../../../../engine/features/shop/lib/embedded-shop';
import { FALLBACK_LANGUAGE } from '../../../../engine/shared/i18n/languages';
import { bundledTexts } from '../../shared/engine-locales';
import { cachedRead } from '../../shared/read-cache';
import { escapeHtml } from '../../shared/html';
import { beyondBundled } from './beyond-bundled';
import { shopBootstrap } from './shop-bootstrap';

/**
 * The shop page's embedded bootstrap (issue 12): the body GET /api/v4/shop answers `shop` in the locale
 * a first visit's engine asks for (it cannot see a language the hash or the visitor's storage names,
 * and the server cannot either), as a JSON data block the engine reads instead of its first request
 * (engine/features/shop/lib/embedded-shop.ts). A data block is never executed, so the page's CSP
 * (no inline script) is untouched; `<` is written as \u003c, so no text in it can end the element. Its
 * translations leave out what the engine bundles word for word (beyond-bundled.ts). The header's logo is
 * preloaded with it: otherwise the browser finds it only once the engine has rendered the header, one
 * more round trip before the first screen is complete.
 * Empty when the API would not answer 200 for it: no shop for the host, maintenance (503), a shop
 * without that locale (422); the engine then asks as before.
 */
async function embeddedBootstrap(db: Db, shop: Shop | undefined): Promise<string> {
  if (!shop || shop.maintenance || !shop.locales.includes(FALLBACK_LANGUAGE)) return '';
  const body = await shopBootstrap(db, shop, { locale: FALLBACK_LANGUAGE, main: shop.locales[0] ?? 'de' });
  body.shop.translations = beyondBundled(body.shop.translations, bundledTexts(FALLBACK_LANGUAGE));
  const json = JSON.stringify(body).replace(/</g, '\\u003c');
  const logo = (body.shop.settings as { theme?: { logoUrl?: string } }).theme?.logoUrl;
  const preload = logo ? `<link rel="preload" as="image" href="${escapeHtml(logo)}">` : '';
  return `${preload}<script type="application/json" id="${EMBEDDED_SHOP_ELEMENT_ID}" data-locale="${FALLBACK_LANGUAGE}">${json}</script>`;
}

/**
 * The embedded bootstrap of `shop`, made at most once per `ttlMs` in this process, like the shop read itself
 * (shop-cache.ts): making it (payment modes, campaigns, the translations flattened and compared with the
 * bundled ones) was 12 ms of every page view, the largest part of the page's response time (issue 12). A
 * publish forgets it with the shop; what else it holds (payment modes, campaigns) only the seed writes. It holds no
 * URL made from the request (public-url.ts), so one per shop serves all the shop's hosts.
 * A failure is never kept: the page then goes without, and the engine asks.
 */
export function cachedEmbeddedBootstrap(db: Db, shop: Shop | undefined, ttlMs: number): Promise<string> {
  if (!shop) return Promise.resolve('');
  return cachedRead(db, 'embedded-bootstrap', String(shop.id), ttlMs, Date.now(), () => embeddedBootstrap(db, shop)).catch(() => '');
}
