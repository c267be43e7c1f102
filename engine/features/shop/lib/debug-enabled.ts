/** The settings banner shows in dev builds or with ?debug in the URL (operators checking a live shop). */
export function debugEnabled(href = typeof location === 'undefined' ? '' : location.href): boolean {
  return import.meta.env.DEV || /[?&]debug(=|&|$|#)/.test(href);
}
