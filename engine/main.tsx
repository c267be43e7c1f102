import { notifyManager } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
// First: the style sheets come in import order, and the shop's base styles (through the bootstrap
// gate) must precede the frame's and the start page's, which now come with the entry too (issue 12).
import { ShopApp } from './app/shop-app.tsx';
import { createShop } from './app/create-shop.ts';
import { nextFrame } from './shared/lib/next-frame.ts';

// Answers arriving together render together (next-frame.ts). Only the page's own shop: the preview
// and Storybook keep the library's default.
notifyManager.setScheduler(nextFrame);

const root = document.getElementById('root');
if (root) createRoot(root).render(<ShopApp shop={createShop()} />);
