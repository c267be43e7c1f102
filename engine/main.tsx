import { notifyManager } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
// First: the style sheets come in import order, and the shop's base styles (through the bootstrap
// gate) must precede the frame's and the start page's, which now come with the entry too (issue 12).
import { ShopApp } from './app/shop-app.tsx';
import { routeShop, startShop } from './app/create-shop.ts';
import { prepareBeforeMount } from './app/prepare-before-mount.ts';
import { warmIntlOffThread } from './shared/i18n/warm-intl.ts';
import { frameSlices } from './shared/lib/frame-slices.ts';
import { nextTask } from './shared/lib/next-task.ts';

// Answers arriving together render together at the next frame, in slices of a task each (frame-slices.ts).
// Only the page's own shop: the preview and Storybook keep the library's default.
notifyManager.setScheduler(frameSlices());

/**
 * Tasks of their own, not one: evaluating the entry, starting the shop (its i18n, the bootstrap), its router, preparing
 * it and the first render were 300–400 ms of a throttled phone's main thread in one piece, the longest task of every
 * first load (issue 12). The first render is the shop itself (prepare-before-mount.ts).
 */
async function mount(root: HTMLElement): Promise<void> {
  await nextTask();
  const instance = startShop();
  await nextTask();
  const shop = routeShop(instance);
  await prepareBeforeMount(instance);
  createRoot(root).render(<ShopApp shop={shop} />);
}

const root = document.getElementById('root');
if (root) {
  // First, so the worker is done before the first screen formats anything (warm-intl.ts).
  warmIntlOffThread();
  void mount(root);
}
