import type { Db } from '../db/connect';
import { seedOperators } from '../db/seed/operators/seed-operators';
import { readShopSettings } from '../db/seed/settings-file';
import { createTestServer, type TestServer } from './test-server';

/** Two small shops named like the demo ones (the full demo seed is not needed here). */
export async function seedAdminShops(db: Db): Promise<void> {
  const shops = [
    { slug: 'museen', name: 'Museen am Fluss', hosts: ['museen.localhost'], is_default: true, locales: ['de', 'en'], css: '' },
    { slug: 'stadtmuseum', name: 'Stadtmuseum Lindenau', hosts: ['stadtmuseum.localhost'], is_default: false, locales: ['de', 'en'], css: '.x{}' },
  ];
  for (const shop of shops) {
    await db.insertInto('shops').values({
      slug: shop.slug, name: shop.name, hosts: shop.hosts, is_default: shop.is_default, locales: shop.locales,
      settings: JSON.stringify(readShopSettings(shop.slug, () => {})),
      config: JSON.stringify({ custom_css: shop.css, custom_js: '', registration: true }),
      translations: JSON.stringify({ de: { cart: { title: 'Warenkorb' } }, en: { cart: { title: 'Cart' } } }),
      content: JSON.stringify({ de: { agb: `<p>AGB ${shop.slug}</p>` } }),
    }).execute();
  }
  await seedOperators(db);
}

export const createAdminTestServer = () => createTestServer(seedAdminShops);

export const MUSEEN = { shop: 'museen', email: 'operator@museen.example', password: 'Museen-Operator-2026' };
export const STADTMUSEUM = { shop: 'stadtmuseum', email: 'operator@stadtmuseum.example', password: 'Lindenau-Operator-2026' };

/** Signs in and returns the Cookie header value to send back. */
export async function signIn(server: TestServer, who = MUSEEN): Promise<string> {
  const response = await server.request('/api/admin/v1/session', { method: 'POST', json: who });
  if (response.status !== 201) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** A request with the operator's cookie. */
export function asOperator(server: TestServer, cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  return server.request(`/api/admin/v1${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
}
