/**
 * Operator CSS and script from shop.config (requirements/settings.md §3.1). Injected once per shop and document:
 * a language switch reloads the bootstrap, and running the operator's script twice would double
 * its side effects.
 */
export function injectCustomCode(shopSlug: string, css: string | null | undefined, js: string | null | undefined): void {
  if (typeof document === 'undefined') return;
  if (css && !document.head.querySelector(`style[data-shop-css="${CSS.escape(shopSlug)}"]`)) {
    const style = document.createElement('style');
    style.dataset.shopCss = shopSlug;
    style.textContent = css;
    document.head.append(style);
  }
  if (js && !document.head.querySelector(`script[data-shop-js="${CSS.escape(shopSlug)}"]`)) {
    const script = document.createElement('script');
    script.dataset.shopJs = shopSlug;
    script.textContent = js;
    document.head.append(script);
  }
}
