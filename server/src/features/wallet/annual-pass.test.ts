import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import forge from 'node-forge';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { annualClient, createAnnualTestServer, insertAnnualOrder, insertBuyer, type AnnualFixtures } from '../../testing/annual.fixtures';
import { verifyDetachedSignature } from '../../testing/pkcs7.fixtures';
import type { TestServer } from '../../testing/test-server';
import { unzip } from '../../testing/unzip.fixtures';
import { solidPng } from './solid-png';

let server: TestServer;
let fx: AnnualFixtures;
let call: ReturnType<typeof annualClient>;
beforeAll(async () => {
  ({ server, fx } = await createAnnualTestServer());
  call = annualClient(server);
});
afterAll(() => server.close());

const SHOP = 'museen.localhost';

/** A paid annual order of two cards (barcodes as checkout writes them), opened once so its slots exist. */
async function annualOrder(ticketId: number) {
  const buyer = await insertBuyer(server.db, fx.shopId);
  const order = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId, quantity: 2 }], { customerId: buyer.id });
  const saleId = order.saleIds[0]!;
  const barcodes = [`40${saleId}00000001`, `40${saleId}00000002`];
  await server.db.insertInto('barcodes').values(barcodes.map((barcode) => ({ ticket_sale_id: saleId, barcode }))).execute();
  const view = (await call('GET', `/order?token=${order.token}`)).body.order;
  const slots: number[] = view.ticket_sales[0].personalizations.map((slot: { id: number }) => slot.id);
  return { order, buyer, saleId, barcodes, slots, buyerToken: view.customer.personalization_token as string };
}

const passUrl = (orderId: number, saleId: number, query: string) => `/api/v4/orders/${orderId}/tickets/${saleId}.pkpass?${query}`;

async function fetchPass(path: string) {
  const response = await server.request(path, { shop: SHOP });
  expect(response.status).toBe(200);
  const files = unzip(Buffer.from(await response.arrayBuffer()));
  return { files, pass: JSON.parse(files.get('pass.json')!.toString('utf8')) };
}

const fieldsOf = (pass: { eventTicket: Record<string, { key: string; value: string }[]> }) =>
  Object.fromEntries(Object.values(pass.eventTicket).flat().map(({ key, value }) => [key, value]));

describe('Apple Wallet passes of annual tickets (issue 17)', () => {
  it('exist once a card is personalised, naming its holder with their photo as the thumbnail, signed over every file', async () => {
    const { order, buyer, saleId, barcodes, slots, buyerToken } = await annualOrder(fx.annualTickets.optional);
    // Before personalisation there is no card, so no pass either.
    expect((await server.request(passUrl(order.id, saleId, `token=${order.token}&unit=1`), { shop: SHOP })).status).toBe(404);

    expect((await call('PUT', `/personalizations/${slots[0]}?token=${order.token}`, {
      personalization: { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId },
    })).status).toBe(200);
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(photo)], 'me.png', { type: 'image/png' }));
    expect((await server.request(`/api/v4/annual/personalizations/${slots[0]}/upload?token=${order.token}`, { method: 'POST', shop: SHOP, body: form })).status).toBe(200);

    const { files, pass } = await fetchPass(passUrl(order.id, saleId, `token=${order.token}&locale=de&unit=1`));
    expect(pass.barcodes[0].message).toBe(barcodes[0]);
    expect(pass.sharingProhibited).toBe(true);
    expect(pass).not.toHaveProperty('relevantDate');
    expect(fieldsOf(pass)).toMatchObject({ title: 'Jahreskarte', holder: 'Bärbel Monkey', unit: '1 / 2' });
    expect(fieldsOf(pass).date).toMatch(/^gültig ab /);
    for (const [name, size] of [['thumbnail.png', 90], ['thumbnail@2x.png', 180]] as const) {
      const image = sharp(files.get(name)!);
      expect(await image.metadata(), name).toMatchObject({ format: 'png', width: size, height: size });
      // The photo's colour, not a placeholder.
      const { dominant } = await image.stats();
      expect(dominant.r, name).toBeGreaterThan(150);
      expect(dominant.g, name).toBeLessThan(100);
    }
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const signed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    for (const name of signed) expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(files.get('signature')!.toString('binary'))) as forge.pkcs7.PkcsSignedData;
    verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!, forge.pki.certificateToPem(message.certificates[0]!));
    expect(() => verifyDetachedSignature(files.get('signature')!, Buffer.from('{}'), forge.pki.certificateToPem(message.certificates[0]!))).toThrow(/digest/);

    // The second card has no holder yet; another order's token and a wrong one open nothing.
    expect((await server.request(passUrl(order.id, saleId, `token=${order.token}&unit=2`), { shop: SHOP })).status).toBe(404);
    const stranger = await annualOrder(fx.annualTickets.optional);
    expect((await server.request(passUrl(order.id, saleId, `token=${stranger.order.token}&unit=1`), { shop: SHOP })).status).toBe(404);
    expect((await server.request(passUrl(order.id, saleId, 'token=wrong&unit=1'), { shop: SHOP })).status).toBe(404);
  });

  it('waits for the photo where the ticket requires one', async () => {
    const { order, buyer, saleId, slots, buyerToken } = await annualOrder(fx.annualTickets.mandatory);
    await call('PUT', `/personalizations/${slots[0]}?token=${order.token}`, { personalization: { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId } });
    expect((await server.request(passUrl(order.id, saleId, `token=${order.token}&unit=1`), { shop: SHOP })).status).toBe(404);
  });
});

describe('Google Wallet objects of annual tickets (issue 17)', () => {
  const saved = { ...process.env };
  afterEach(() => { process.env = { ...saved }; });
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const googleEnv = {
    WALLET_GOOGLE_ISSUER_ID: '3388000000012345678',
    WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: 'wallet@museen-am-fluss.iam.gserviceaccount.com',
    WALLET_GOOGLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  const saveUrl = (orderId: number, token: string) => `/api/v4/orders/${orderId}/google-wallet?token=${token}&locale=de`;

  it('carry each personalised card with its holder and barcode, and no unpersonalised one', async () => {
    Object.assign(process.env, googleEnv);
    const { order, buyer, barcodes, slots, buyerToken } = await annualOrder(fx.annualTickets.optional);
    // No card personalised yet: nothing to save, as for an order without tickets.
    expect((await server.request(saveUrl(order.id, order.token), { shop: SHOP })).status).toBe(404);

    expect((await call('PUT', `/personalizations/${slots[0]}?token=${order.token}`, {
      personalization: { customer_personalization_token: buyerToken, customer_adress_id: buyer.addressId },
    })).status).toBe(200);
    const response = await server.request(saveUrl(order.id, order.token), { shop: SHOP });
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    const prefix = 'https://pay.google.com/gp/v/save/';
    expect(location.startsWith(prefix)).toBe(true);
    const [header, claims, signature] = location.slice(prefix.length).split('.') as [string, string, string];
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    const objects = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).payload.genericObjects as {
      barcode: { value: string }; textModulesData: { id: string; body: string }[];
    }[];
    expect(objects.map((object) => object.barcode.value)).toEqual([barcodes[0]]);
    expect(objects[0]!.textModulesData).toContainEqual(expect.objectContaining({ id: 'holder', body: 'Bärbel Monkey' }));
    expect(JSON.stringify(objects)).not.toContain(barcodes[1]);
    expect((await server.request(saveUrl(order.id, 'wrong'), { shop: SHOP })).status).toBe(404);
  });
});

describe('the pass logo', () => {
  it("is the theme's logo rendered into Wallet's 160×50 box, and the accent square only without one", async () => {
    const { orderId, token, saleId } = await insertDayTicketSale();
    const path = passUrl(orderId, saleId, `token=${token}`);
    const plain = (await fetchPass(path)).files;
    expect(plain.get('logo.png')!.equals(solidPng(50, '#1f5f8b'))).toBe(true);

    await server.db.updateTable('shops').set({ settings: JSON.stringify({ theme: { logoUrl: '/media/logo-museen.svg' } }) }).where('id', '=', fx.shopId).execute();
    try {
      const { files } = await fetchPass(path);
      for (const [name, width, height] of [['logo.png', 160, 50], ['logo@2x.png', 320, 100]] as const) {
        const meta = await sharp(files.get(name)!).metadata();
        expect(meta.format, name).toBe('png');
        expect(meta.hasAlpha, name).toBe(true);
        // Fitted: one side fills the box, neither exceeds it.
        expect(meta.width! <= width && meta.height! <= height && (meta.width === width || meta.height === height), `${name} ${meta.width}×${meta.height}`).toBe(true);
      }
      expect(files.get('logo.png')!.equals(plain.get('logo.png')!)).toBe(false);
      // A remote logo is not fetched for a pass: the square again.
      await server.db.updateTable('shops').set({ settings: JSON.stringify({ theme: { logoUrl: 'https://cdn.example.org/logo.svg' } }) }).where('id', '=', fx.shopId).execute();
      expect((await fetchPass(path)).files.get('logo.png')!.equals(plain.get('logo.png')!)).toBe(true);
    } finally {
      await server.db.updateTable('shops').set({ settings: JSON.stringify({}) }).where('id', '=', fx.shopId).execute();
    }
  });
});

/** A paid day-ticket order (insertAnnualOrder writes any ticket's order as checkout leaves it). */
async function insertDayTicketSale() {
  const order = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.tickets.day, quantity: 1 }]);
  await server.db.insertInto('barcodes').values({ ticket_sale_id: order.saleIds[0]!, barcode: '4000000000017' }).execute();
  return { orderId: order.id, token: order.token, saleId: order.saleIds[0]! };
}
