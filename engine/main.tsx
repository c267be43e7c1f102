import { createRoot } from 'react-dom/client';
import { createShop } from './app/create-shop.ts';
import { ShopApp } from './app/shop-app.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ShopApp shop={createShop()} />);
