import { describe, expect, it } from 'vitest';
import { deepestChain, duplicateRequests, requestDepth, type LoadRequest } from './request-depth.ts';

const request = (id: string, type: string, start: number, end: number, extra: Partial<LoadRequest> = {}): LoadRequest => ({
  id, url: `/${id}`, method: 'GET', type, fromMarkup: false, start, end, ...extra,
});

describe('requestDepth', () => {
  it('counts entry → data as 2 when the data starts after the entry arrived', () => {
    expect(requestDepth([
      request('doc', 'Document', 0, 1),
      request('entry', 'Script', 1, 2, { fromMarkup: true }),
      request('preload', 'Script', 1, 2.5, { fromMarkup: true }),
      request('shop', 'Fetch', 2.6, 3),
      request('route', 'Script', 2.6, 3.1),
    ])).toBe(2);
  });

  it('a chunk that waits for another chunk before asking for data deepens the chain', () => {
    expect(requestDepth([
      request('doc', 'Document', 0, 1),
      request('entry', 'Script', 1, 2, { fromMarkup: true }),
      request('router', 'Script', 2.1, 3),
      request('shop', 'Fetch', 3.1, 4),
      request('route', 'Script', 4.1, 5),
    ])).toBe(4);
  });

  it('names the chain that makes the depth', () => {
    expect(deepestChain([
      request('doc', 'Document', 0, 1),
      request('entry', 'Script', 1, 2, { fromMarkup: true }),
      request('shop', 'Fetch', 2.1, 3),
      request('calendar', 'Fetch', 3.1, 4),
      request('side', 'Fetch', 2.2, 2.5),
    ])).toEqual(['/doc', '/entry', '/shop', '/calendar']);
  });

  it('ignores images, which hang off what the page rendered', () => {
    expect(requestDepth([
      request('doc', 'Document', 0, 1),
      request('entry', 'Script', 1, 2, { fromMarkup: true }),
      request('picture', 'Image', 3, 4),
      request('late', 'Image', 5, 6),
    ])).toBe(1);
  });
});

describe('duplicateRequests', () => {
  it('names every method and URL asked twice', () => {
    expect(duplicateRequests([
      request('museums', 'Fetch', 1, 2, { url: '/museums?per_page=1000' }),
      request('again', 'Fetch', 2, 3, { url: '/museums?per_page=1000' }),
      request('post', 'Fetch', 2, 3, { url: '/museums?per_page=1000', method: 'POST' }),
    ])).toEqual(['GET /museums?per_page=1000 ×2']);
  });
});
