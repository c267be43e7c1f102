import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';

/** The shop whose slug is the host's first label or which lists the host among its hosts. */
export function findShopByHost(db: Db, host: string): Promise<Shop | undefined> {
  return db.selectFrom('shops').selectAll()
    .where((eb) => eb.or([eb('slug', '=', host.split('.')[0]!), eb(eb.val(host), '=', eb.fn.any('hosts'))]))
    .orderBy('id')
    .executeTakeFirst();
}

/** The default shop (else the first one). */
export function findDefaultShop(db: Db): Promise<Shop | undefined> {
  return db.selectFrom('shops').selectAll().orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
}

export function listDonationCampaigns(db: Db, shopId: number) {
  return db.selectFrom('donation_campaigns').select(['id', 'name'])
    .where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export function listPaymentModes(db: Db, shopId: number) {
  return db.selectFrom('payment_modes').selectAll().where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

/** Every host of every shop on this server (the origins CORS answers). */
export async function listShopHosts(db: Db): Promise<string[]> {
  const shops = await db.selectFrom('shops').select('hosts').execute();
  return shops.flatMap((shop) => shop.hosts);
}
