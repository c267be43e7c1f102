/** Spec cart §2.1: old links use '#!/x'; the router only knows '#/x'. */
export function normaliseHash(hash: string): string {
  if (hash.startsWith('#!')) return `#${hash.slice(2).startsWith('/') ? '' : '/'}${hash.slice(2)}`;
  return hash;
}

/** Rewrites the current URL in place (no history entry) when it carries the '#!' form. */
export function normaliseLocationHash(): void {
  if (typeof location === 'undefined') return;
  const next = normaliseHash(location.hash);
  if (next !== location.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}${next}`);
}
