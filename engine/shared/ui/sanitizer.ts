import type { DOMPurify } from 'dompurify';
import { useEffect, useState } from 'react';

let loaded: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;

/**
 * DOMPurify as a chunk of its own, fetched the first time operator HTML is about to be shown: most
 * screens show none, and it is as big as all of jotai, dayjs and react-query together (issue 12).
 */
function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}

/** Whether `text` holds markup or entities at all; plain text needs no sanitiser to be shown as text. */
export function hasMarkup(text: string): boolean {
  return /[<&]/.test(text);
}

/** DOMPurify once it is there (at once after its first load), undefined until then. */
export function useSanitizer(): DOMPurify | undefined {
  const [purify, setPurify] = useState(() => loaded);
  useEffect(() => {
    if (purify) return undefined;
    let current = true;
    void loadSanitizer().then((module) => current && setPurify(() => module));
    return () => {
      current = false;
    };
  }, [purify]);
  return purify;
}

/**
 * The text of some HTML, for the moment before the sanitiser arrives: parsed into an inert document
 * (no scripts run, nothing loads) and shown as text, so the space it takes is roughly right.
 */
export function plainTextOf(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
