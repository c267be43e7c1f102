/** One request of a page load as the browser reported it (times in seconds, one monotonic clock). */
export interface LoadRequest {
  id: string;
  url: string;
  method: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font, Other … */
  type: string;
  /** Found in the HTML or in a Link header, so it starts with the document, not after a script. */
  fromMarkup: boolean;
  start: number;
  end: number;
}

/** Images and fonts hang off what the page renders; the waterfall that delays rendering is the rest. */
const COUNTED = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);

/**
 * The longest chain of requests where each starts only after the previous one finished: the
 * document is 0, what the markup names is 1, anything a script starts is one more than the deepest
 * counted request that had finished before it began. An upper bound of the real dependency chain
 * (a request may start late for another reason), and exactly the number of round trips a visitor
 * waits when it is not. Returns the chain's URLs, document first.
 */
export function deepestChain(requests: LoadRequest[]): string[] {
  const counted = requests.filter((request) => COUNTED.has(request.type)).sort((a, b) => a.start - b.start);
  const chains = new Map<string, LoadRequest[]>();
  let deepest: LoadRequest[] = [];
  for (const request of counted) {
    let chain = [request];
    if (request.type !== 'Document' && request.fromMarkup) chain = [...counted.filter((item) => item.type === 'Document').slice(0, 1), request];
    else if (request.type !== 'Document') {
      for (const earlier of counted) {
        if (earlier === request || earlier.end > request.start) continue;
        const before = chains.get(earlier.id) ?? [earlier];
        if (before.length + 1 > chain.length) chain = [...before, request];
      }
    }
    chains.set(request.id, chain);
    if (chain.length > deepest.length) deepest = chain;
  }
  return deepest.map((request) => request.url);
}

/** How many round trips deep the load went: the deepest chain's length after the document. */
export function requestDepth(requests: LoadRequest[]): number {
  return Math.max(0, deepestChain(requests).length - 1);
}

/** The same method and URL asked more than once during one load: wasted round trips. */
export function duplicateRequests(requests: LoadRequest[]): string[] {
  const seen = new Map<string, number>();
  for (const request of requests) {
    if (!COUNTED.has(request.type) || request.type === 'Document') continue;
    const key = `${request.method} ${request.url}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
}
