import type { Db } from '../db/connect';
import { seedAccountReferenceData } from '../db/seed/accounts/seed-account-reference-data';
import { dayAhead } from './dates.fixtures';
import { createEventFixtures, type EventFixtures } from './events.fixtures';
import { orderClient, type OrderClient } from './order-client.fixtures';
import { createTestServer, type TestServer } from './test-server';
import { createTicketFixtures, type TicketFixtures } from './tickets.fixtures';
import { createTourFixtures, type TourFixtures } from './tours.fixtures';

export interface OrderFixtures extends TicketFixtures {
  merch: { poster: number; shipping: number; scarce: number };
  couponProducts: { value: number; ticket: number };
  campaignId: number;
}

const text = (de: string) => JSON.stringify({ de, en: `${de} (en)` });

/**
 * Test-only: the ticket fixtures shop plus what the other item types and payment need —
 * payment modes 2 (card, redirect) and 6 (collective invoice), merchandise with a shipping
 * article, coupon products, redeemable codes and a donation campaign.
 */
export async function createOrderFixtures(db: Db): Promise<OrderFixtures> {
  const fx = await createTicketFixtures(db);
  await seedAccountReferenceData(db, fx.shopId);
  const mode = (id: number, kind: string) => ({ id, shop_id: fx.shopId, name: text(kind), kind, settings: '{}' });
  await db.insertInto('payment_modes').values([mode(2, 'credit_card'), mode(6, 'collective_invoice')]).execute();
  const merchandise = async (title: string, values: { price_cents: number; stock?: number | null; discount?: number; is_shipping_article?: boolean }) =>
    (await db.insertInto('merchandises').values({
      shop_id: fx.shopId, title: text(title), sub_title: '{}', description: text(`Beschreibung ${title}`), picture: '{}', vat_pct: 19, ...values,
    }).returning('id').executeTakeFirstOrThrow()).id;
  const shipping = await merchandise('Versand per Post', { price_cents: 490, is_shipping_article: true });
  const merch = { poster: await merchandise('Poster', { price_cents: 1999, stock: 5, discount: 10 }), shipping, scarce: await merchandise('Katalog', { price_cents: 3000, stock: 1 }) };
  const coupon = async (values: { kind: 'value' | 'ticket'; price_cents: number; value_cents?: number; ticket_id?: number }) =>
    (await db.insertInto('coupons').values({ shop_id: fx.shopId, title: text(`Gutschein ${values.kind}`), description: '{}', content: '{}', ...values })
      .returning('id').executeTakeFirstOrThrow()).id;
  const couponProducts = { value: await coupon({ kind: 'value', price_cents: 2500, value_cents: 2500 }), ticket: await coupon({ kind: 'ticket', price_cents: 1400, ticket_id: fx.tickets.day }) };
  const code = (values: { code: string; value_cents: number; debit_cents?: number; is_voucher_for?: number; valid_until?: string }) => ({ shop_id: fx.shopId, ...values });
  await db.insertInto('coupon_sales').values([
    code({ code: 'GUTSCHEIN25', value_cents: 2500, valid_until: '2099-12-31' }),
    code({ code: 'GUTSCHEIN50', value_cents: 5000, debit_cents: 1200 }),
    code({ code: 'LEER0000', value_cents: 2500, debit_cents: 2500 }),
    code({ code: 'FREIKARTE1', value_cents: 0, is_voucher_for: fx.tickets.day }),
    code({ code: 'ABGELAUFEN', value_cents: 2500, valid_until: '2020-01-01' }),
  ]).execute();
  const campaign = await db.insertInto('donation_campaigns').values({ shop_id: fx.shopId, name: text('Restaurierung') }).returning('id').executeTakeFirstOrThrow();
  return { ...fx, merch, couponProducts, campaignId: campaign.id };
}

interface Extras { events?: boolean; tours?: boolean }
type OrderServer<E extends Extras> = { server: TestServer; fx: OrderFixtures; day: string; api: OrderClient }
  & (E['events'] extends true ? { ev: EventFixtures } : unknown) & (E['tours'] extends true ? { to: TourFixtures } : unknown);

/**
 * The setup every order test shares: a test server with the order fixtures shop (and the event and tour
 * fixtures when asked), the day the tests book (two weeks after the server's today) and a JSON client.
 */
export async function startOrderServer<const E extends Extras = object>(extras?: E): Promise<OrderServer<E>> {
  let fx!: OrderFixtures;
  let ev: EventFixtures | undefined;
  let to: TourFixtures | undefined;
  const server = await createTestServer(async (db) => {
    fx = await createOrderFixtures(db);
    if (extras?.events) ev = await createEventFixtures(db, fx.shopId);
    if (extras?.tours) to = await createTourFixtures(db, fx.shopId);
  });
  return { server, fx, ev, to, day: dayAhead(server.deps.now()), api: orderClient(server) } as OrderServer<E>;
}
