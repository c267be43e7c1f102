import { describe, expect, it } from 'vitest';
import { detailAreas, routeOptions } from './route-options.ts';
import type { PreviewRoute } from './preview-routes.ts';

const routes: PreviewRoute[] = [
  { label: 'route.start', path: '/start' },
  { label: 'route.onePager', path: '/onepager' },
  { label: 'route.event', first: 'events', href: (id) => `/event/${id}` },
  { label: 'route.tour', first: 'tours', href: (id) => `/product/tour/${id}` },
];
const routed = new Set(['/start', '/event/7', '/event/1', '/page/agb', '/page/faq']);
const exists = (path: string) => routed.has(path);

describe('the picker offers only screens the shop routes, detail screens with a real id', () => {
  it('leaves out screens the shop does not route (they would redirect to the start page)', () => {
    expect(routeOptions(routes, { firstIds: { events: 7 }, draft: [], exists }).map((option) => option.path)).toEqual(['/start', '/event/7']);
  });

  it('offers a detail screen only once its list gave an id', () => {
    expect(routeOptions(routes, { firstIds: {}, draft: [], exists }).map((option) => option.path)).toEqual(['/start']);
  });

  it("adds the draft's own screens after the fixed ones, if the shop routes them", () => {
    const draft = [{ path: '/page/agb', label: 'route.page' as const, values: { page: 'agb' } }, { path: '/page/x/y', label: 'route.page' as const, values: { page: 'x/y' } }];
    expect(routeOptions(routes, { firstIds: {}, draft, exists }).map((option) => option.path)).toEqual(['/start', '/page/agb']);
  });

  it('looks up first entries only for detail screens the shop routes', () => {
    expect(detailAreas(routes, exists)).toEqual(['events']);
  });
});
