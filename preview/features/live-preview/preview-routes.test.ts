import { describe, expect, it } from 'vitest';
import { isDetailScreen, NOT_PICKED, PREVIEW_ROUTES } from './preview-routes.ts';
import { isShopScreen, shopScreenPatterns } from './shop-screens.ts';

/** The picker's URL for a route pattern, with 1 for an id. */
const pickerUrls = PREVIEW_ROUTES.map((route) => (isDetailScreen(route) ? route.href(1) : route.path));
const offered = (pattern: string) => pickerUrls.some((url) => isShopScreen(url) && matches(pattern, url));
const matches = (pattern: string, url: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(url.split('?')[0]!);

describe('the route picker offers every screen the shop routes', () => {
  it('each route of the shop table is in the picker, comes from the draft, or is left out on purpose', () => {
    const unoffered = shopScreenPatterns().filter((pattern) => !offered(pattern) && !NOT_PICKED.includes(pattern));
    expect(unoffered).toEqual([]);
  });

  it('knows a routed screen from the catch-all that redirects to the start page', () => {
    expect(isShopScreen('/start')).toBe(true);
    expect(isShopScreen('/tickets/time?group=timeSlot')).toBe(true);
    expect(isShopScreen('/page/agb')).toBe(true);
    expect(isShopScreen('/')).toBe(true);
    expect(isShopScreen('/no/such/screen')).toBe(false);
  });

  it('names each entry once', () => {
    const labels = PREVIEW_ROUTES.map((route) => route.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
