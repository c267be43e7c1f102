/**
 * The bootstrap the server embeds in the shop page (issue 12): GET /api/v4/shop's answer for the
 * language a first visit starts in, as `<script type="application/json" id="shop-bootstrap"
 * data-locale="de">{"shop":…}</script>`, so the first screen does not wait for the entry before it
 * asks for the shop. Written by server/src/features/shop/embedded-bootstrap.ts.
 */
export const EMBEDDED_SHOP_ELEMENT_ID = 'shop-bootstrap';

/** What the element holds: the answer's body and the locale it was asked in. */
export interface EmbeddedShop<T> {
  locale: string;
  body: { shop: T };
}

/** Reads the element once (a later bootstrap, after a language switch or a retry, asks the server) and removes it. */
export function takeEmbeddedShop<T>(doc: Document | undefined): EmbeddedShop<T> | undefined {
  const element = doc?.getElementById(EMBEDDED_SHOP_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  element.remove();
  try {
    const body = JSON.parse(element.textContent ?? '') as { shop?: T };
    const locale = element.getAttribute('data-locale');
    return body?.shop && locale ? { locale, body: body as { shop: T } } : undefined;
  } catch {
    return undefined;
  }
}
