import { generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertTicketOrder, type TicketOrderFixture } from '../../testing/ticket-order.fixtures';

let server: TestServer;
let fixture: TicketOrderFixture;
const saved = { ...process.env };
// The operator's service account key as WALLET_GOOGLE_PRIVATE_KEY gives it; the public half checks the JWT.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const googleEnv = {
  WALLET_GOOGLE_ISSUER_ID: '3388000000012345678',
  WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: 'wallet@museen-am-fluss.iam.gserviceaccount.com',
  WALLET_GOOGLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};

beforeAll(async () => {
  server = await createTestServer();
  fixture = await insertTicketOrder(server.db);
});
afterEach(() => { process.env = { ...saved }; });
afterAll(() => server.close());

const url = (token: string, locale = 'en') => `/api/v4/orders/${fixture.orderId}/google-wallet?token=${token}&locale=${locale}`;

function decodeSaveUrl(location: string) {
  const prefix = 'https://pay.google.com/gp/v/save/';
  expect(location.startsWith(prefix)).toBe(true);
  const [header, claims, signature] = location.slice(prefix.length).split('.') as [string, string, string];
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return { header: decode(header), claims: decode(claims), signingInput: Buffer.from(`${header}.${claims}`), signature: Buffer.from(signature, 'base64url') };
}

describe('GET /api/v4/orders/:order_id/google-wallet', () => {
  it('redirects to Save to Google Wallet with an RS256 JWT that verifies with the configured key and carries the PDF barcodes', async () => {
    Object.assign(process.env, googleEnv);
    const response = await server.request(url(fixture.token));
    expect(response.status).toBe(302);
    const jwt = decodeSaveUrl(response.headers.get('location')!);
    expect(jwt.header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(verify('sha256', jwt.signingInput, publicKey, jwt.signature)).toBe(true);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(verify('sha256', jwt.signingInput, stranger, jwt.signature)).toBe(false);
    expect(jwt.claims).toMatchObject({ iss: googleEnv.WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL, aud: 'google', typ: 'savetowallet' });
    const objects = jwt.claims.payload.genericObjects as { id: string; classId: string; barcode: { type: string; value: string }; header: { defaultValue: { value: string } } }[];
    expect(objects.map((object) => object.barcode)).toEqual(fixture.barcodes.map((value) => expect.objectContaining({ type: 'QR_CODE', value })));
    expect(objects[0]!.id.startsWith(`${googleEnv.WALLET_GOOGLE_ISSUER_ID}.`)).toBe(true);
    expect(objects[0]!.header.defaultValue.value).toBe('Time slot ticket');
    expect(jwt.claims.payload.genericClasses).toEqual([{ id: objects[0]!.classId }]);
  });

  it('is absent without a configured service account, and 404 for a wrong token', async () => {
    expect((await server.request(url(fixture.token))).status).toBe(404);
    const shop = await (await server.request('/api/v4/shop')).json();
    expect(shop.shop.config.wallets).toEqual({ apple: true, google: false });
    Object.assign(process.env, googleEnv);
    expect((await server.request(url('wrong-token'))).status).toBe(404);
    const configured = await (await server.request('/api/v4/shop')).json();
    expect(configured.shop.config.wallets).toEqual({ apple: true, google: true });
  });
});
