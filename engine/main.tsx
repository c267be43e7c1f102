import { createRoot } from 'react-dom/client';
// First: the style sheets come in import order, and the shop's base styles (through the bootstrap
// gate) must precede the frame's and the start page's, which now come with the entry too (issue 12).
import { ShopApp } from './app/shop-app.tsx';
import { createShop } from './app/create-shop.ts';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ShopApp shop={createShop()} />);
