import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyDetachedSignature } from '../../testing/pkcs7.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertTicketOrder, type TicketOrderFixture } from '../../testing/ticket-order.fixtures';
import { unzip } from '../../testing/unzip.fixtures';
import { createDemoSigner } from './apple-certificates';

let server: TestServer;
let fixture: TicketOrderFixture;
let other: { orderId: number; token: string };
const saved = { ...process.env };
// The operator's certificate as the WALLET_APPLE_* variables give it: generated here, so the test
// knows exactly which certificate must have signed.
const operator = createDemoSigner(new Date('2026-01-01T00:00:00Z'));
const operatorEnv = {
  WALLET_APPLE_CERT: forge.pki.certificateToPem(operator.certificate),
  WALLET_APPLE_KEY: forge.pki.privateKeyToPem(operator.key).replace(/\n/g, '\\n'),
  WALLET_APPLE_WWDR: forge.pki.certificateToPem(operator.wwdr),
  WALLET_APPLE_PASS_TYPE_ID: 'pass.org.museen-am-fluss.tickets',
  WALLET_APPLE_TEAM_ID: 'ABCDE12345',
};

beforeAll(async () => {
  server = await createTestServer();
  fixture = await insertTicketOrder(server.db);
  await server.db.updateTable('museums').set({ location: JSON.stringify({ name: 'Altes Museum', latitude: 52.5194, longitude: 13.3986 }) }).execute();
  const shopId = (await server.db.selectFrom('orders').select('shop_id').where('id', '=', fixture.orderId).executeTakeFirstOrThrow()).shop_id;
  other = await server.db.insertInto('orders').values({
    shop_id: shopId, token: 'tok-another-customer-000000', total_price_cents: 0, payment_status: 30, is_valid: true, reference: null, data: '{}',
  }).returning(['id as orderId', 'token']).executeTakeFirstOrThrow();
});
afterEach(() => { process.env = { ...saved }; });
afterAll(() => server.close());

const url = (query: string, orderId = fixture.orderId, saleId = fixture.saleId) => `/api/v4/orders/${orderId}/tickets/${saleId}.pkpass?${query}`;

async function fetchPass(query: string) {
  const response = await server.request(url(query));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
  const files = unzip(Buffer.from(await response.arrayBuffer()));
  return { files, pass: JSON.parse(files.get('pass.json')!.toString('utf8')) };
}

describe('GET /api/v4/orders/:order_id/tickets/:ticket_sale_id.pkpass', () => {
  it('holds an event ticket with the fields of the PDF and its barcode, on the lock screen at entry time near the museum', async () => {
    Object.assign(process.env, operatorEnv);
    const { pass } = await fetchPass(`token=${fixture.token}&locale=de`);
    expect(pass).toMatchObject({
      formatVersion: 1, passTypeIdentifier: 'pass.org.museen-am-fluss.tickets', teamIdentifier: 'ABCDE12345', organizationName: 'Museen am Fluss',
      serialNumber: `${fixture.orderId}-${fixture.barcodes[0]}`, relevantDate: '2026-07-06T09:00:00.000Z',
      locations: [{ latitude: 52.5194, longitude: 13.3986 }],
      barcodes: [{ format: 'PKBarcodeFormatQR', message: fixture.barcodes[0] }],
      backgroundColor: 'rgb(31, 95, 139)',
    });
    const fields = Object.fromEntries(['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields']
      .flatMap((area) => pass.eventTicket[area] as { key: string; value: string }[]).map(({ key, value }) => [key, value]));
    expect(fields).toMatchObject({
      title: 'Zeitfenster-Ticket', date: 'Montag, 6. Juli 2026 um 11:00', holder: 'Ada Lovelace', location: 'Altes Museum, Museumsinsel, Berlin',
      price: '14,00 €', order: String(fixture.orderId), barcode: fixture.barcodes[0], unit: '1 / 2',
    });
    expect(fields).not.toHaveProperty('demo');
  });

  it('gives each unit its own pass with that unit\'s barcode, in the requested language', async () => {
    const { pass } = await fetchPass(`token=${fixture.token}&locale=en&unit=2`);
    expect(pass.barcodes[0].message).toBe(fixture.barcodes[1]);
    expect(pass.eventTicket.primaryFields[0]).toMatchObject({ label: 'Admission ticket', value: 'Time slot ticket' });
    expect(pass.eventTicket.secondaryFields[0].value).toBe('Monday, 6 July 2026 at 11:00');
    const { pass: french } = await fetchPass(`token=${fixture.token}&locale=fr`);
    expect(french.eventTicket.secondaryFields[0].value).toContain('lundi 6 juillet 2026');
  });

  it('lists every file in manifest.json with its SHA-1 and signs the manifest with the configured certificate', async () => {
    Object.assign(process.env, operatorEnv);
    const { files } = await fetchPass(`token=${fixture.token}`);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const signed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    expect(signed).toEqual(expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'logo.png']));
    for (const name of signed) expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));
    const { certificates } = verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!, operatorEnv.WALLET_APPLE_CERT);
    expect(certificates.map((cert) => cert.serialNumber)).toEqual([operator.certificate.serialNumber, operator.wwdr.serialNumber]);
    // The check can fail: another manifest or another certificate does not verify.
    expect(() => verifyDetachedSignature(files.get('signature')!, Buffer.from('{}'), operatorEnv.WALLET_APPLE_CERT)).toThrow(/digest/);
    const stranger = forge.pki.certificateToPem(createDemoSigner(new Date('2026-01-01T00:00:00Z')).certificate);
    expect(() => verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!, stranger)).toThrow(/verify/);
  });

  it('without WALLET_APPLE_* signs with a generated demo certificate and says so on the pass', async () => {
    for (const name of Object.keys(operatorEnv)) delete process.env[name];
    const { files, pass } = await fetchPass(`token=${fixture.token}&locale=en`);
    expect(pass.passTypeIdentifier).toBe('pass.example.museum-shop.demo');
    expect(pass.logoText).toContain('DEMO');
    expect(pass.eventTicket.backFields.map((field: { key: string }) => field.key)).toContain('demo');
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(files.get('signature')!.toString('binary'))) as forge.pkcs7.PkcsSignedData;
    const signer = message.certificates[0]!;
    expect(signer.subject.getField('CN').value).toContain('DEMO');
    verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!, forge.pki.certificateToPem(signer));
  });

  it("answers 404 for another customer's order, a wrong token, an unknown unit, an order that is not valid and a shop that switched it off", async () => {
    expect((await server.request(url(`token=${other.token}`))).status).toBe(404);
    expect((await server.request(url(`token=${other.token}`, other.orderId))).status).toBe(404);
    expect((await server.request(url('token=wrong'))).status).toBe(404);
    expect((await server.request(`/api/v4/orders/${fixture.orderId}/tickets/${fixture.saleId}.pkpass`)).status).toBe(404);
    expect((await server.request(url(`token=${fixture.token}&unit=3`))).status).toBe(404);
    expect((await server.request(url(`token=${fixture.token}&unit=x`))).status).toBe(422);
    await server.db.updateTable('orders').set({ is_valid: false }).where('id', '=', fixture.orderId).execute();
    try {
      expect((await server.request(url(`token=${fixture.token}`))).status).toBe(404);
    } finally {
      await server.db.updateTable('orders').set({ is_valid: true }).where('id', '=', fixture.orderId).execute();
    }
    await server.db.updateTable('shops').set({ settings: JSON.stringify({ checkout: { walletPasses: { apple: false } } }) }).execute();
    try {
      expect((await server.request(url(`token=${fixture.token}`))).status).toBe(404);
    } finally {
      await server.db.updateTable('shops').set({ settings: JSON.stringify({}) }).execute();
    }
  });

  it('is documented with an application/vnd.apple.pkpass response', async () => {
    const { paths } = await (await server.request('/api/v4/openapi.json')).json();
    expect(paths['/api/v4/orders/{order_id}/tickets/{ticket_sale_id}.pkpass'].get.responses['200'].content).toHaveProperty('application/vnd.apple.pkpass');
  });
});
