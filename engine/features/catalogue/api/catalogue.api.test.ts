import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEvents, getExhibitions, getMuseums, getTours } from './catalogue.api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('catalogue calls (requirements/catalogue.md §7.1)', () => {
  it('asks for full lists with per_page 1000', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const api = { apiBase: 'https://api.example/api/v4', shopUrl: 'museen.example' };
    for (const call of [getMuseums, getExhibitions, getEvents, getTours]) await call(api, 'de', {});
    const urls = (fetch.mock.calls as unknown as [string][]).map(([url]) => new URL(url));
    expect(urls.map((url) => [url.pathname, url.searchParams.get('per_page')])).toEqual([
      ['/api/v4/museums', '1000'], ['/api/v4/exhibitions', '1000'], ['/api/v4/events', '1000'], ['/api/v4/tours', '1000'],
    ]);
  });
});
