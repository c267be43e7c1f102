import { createRoot } from 'react-dom/client';
import { ShopApp } from './app/shop-app.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ShopApp />);
