import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isShopReady, markShopReady, shopReady } from './shop-ready.ts';

describe('shop readiness', () => {
  it('is false until marked, then true, and settles the waiting loaders', async () => {
    const queryClient = new QueryClient();
    const waiting = shopReady(queryClient);
    expect(isShopReady(queryClient)).toBe(false);
    markShopReady(queryClient);
    expect(isShopReady(queryClient)).toBe(true);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('belongs to one shop instance: another query client is not ready', () => {
    const prepared = new QueryClient();
    markShopReady(prepared);
    expect(isShopReady(new QueryClient())).toBe(false);
  });
});
