import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentShop, insertUnpaidOrder, orderState } from '../../testing/payments.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let shopId: number;
beforeAll(async () => {
  server = await createTestServer(async (db) => { shopId = await insertPaymentShop(db); });
});
afterAll(() => server.close());

const newOrder = () => insertUnpaidOrder(server.db, shopId, new Date(server.deps.now().getTime() + 30 * 60_000));
const card = { card_number: '4242424242424242', card_exp_month: '12', card_exp_year: '2099', card_cvc: '123', card_holder: 'Ada Lovelace' };
const pay = (token: string, json: unknown) => server.request(`/api/v4/orders/${token}/payments/sandbox`, { method: 'POST', json });

describe('embedded card / SEPA form', () => {
  it('pays with a valid card', async () => {
    const order = await newOrder();
    const response = await pay(order.token, { ...card, amount: 2400, currency: 'EUR' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'success', redirect_url: `/#/checkout/pending?orderId=${order.token}` });
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it.each([
    [{ card_number: '4242424242424241' }, 'field_invalid_card_number'],
    [{ card_exp_month: '1', card_exp_year: '2020' }, 'field_invalid_card_exp'],
    [{ card_cvc: 'abc' }, 'field_invalid_card_cvc'],
    [{ method: 'sepa', iban: 'DE88370400440532013000', accountholder: 'Ada' }, 'field_invalid_iban'],
    [{ amount: 1 }, 'field_invalid_amount'],
  ])('answers the provider code for %o', async (fields, code) => {
    const order = await newOrder();
    const response = await pay(order.token, { ...card, ...fields });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toBe(code);
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 10 });
  });

  it('pays by SEPA direct debit with a valid IBAN', async () => {
    const order = await newOrder();
    const response = await pay(order.token, { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', accountholder: 'Ada Lovelace' });
    expect(response.status).toBe(200);
  });

  it('asks for 3-D Secure for the test card; cancel gives 3ds_cancelled, confirm pays', async () => {
    const order = await newOrder();
    const first = await (await pay(order.token, { ...card, card_number: '4000 0000 0000 3220' })).json();
    expect(first).toMatchObject({ status: '3ds_required', three_ds_session: expect.any(String) });
    const canceled = await pay(order.token, { three_ds_session: first.three_ds_session, three_ds_result: 'cancel' });
    expect(canceled.status).toBe(422);
    expect((await canceled.json()).error).toBe('3ds_cancelled');
    expect(await orderState(server.db, order.token)).toMatchObject({ payment_status: 10, canceled: false });
    const confirmed = await pay(order.token, { three_ds_session: first.three_ds_session, three_ds_result: 'confirm' });
    expect(await confirmed.json()).toMatchObject({ status: 'success', order: { payment_status: 30 } });
  });

  it('refuses a forged 3-D Secure session and a paid order', async () => {
    const order = await newOrder();
    expect((await (await pay(order.token, { three_ds_session: 'f'.repeat(64), three_ds_result: 'confirm' })).json()).error).toBe('invalid_payment_data');
    await pay(order.token, card);
    expect((await (await pay(order.token, card)).json()).error).toBe('invalid_payment_data');
  });
});

describe('wallet and instant-transfer checksums', () => {
  it('returns a checksum and a payment URL that the hosted page accepts', async () => {
    const order = await newOrder();
    for (const type of ['wallet', 'instant']) {
      const query = type === 'instant' ? '?checksum_type=instant' : '';
      const response = await server.request(`/api/v4/orders/${order.token}/payments/sandbox/checksums${query}`, { method: 'POST' });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ checksum: expect.stringMatching(/^[0-9a-f]{64}$/), checksum_type: type });
      expect(body.payment_url).toMatch(/locale=$/);
      const page = await server.request(`${new URL(body.payment_url).pathname}${new URL(body.payment_url).search}de`);
      expect(page.status).toBe(200);
    }
    const forged = await server.request(`/api/v4/payments/sandbox/${order.token}/pay?checksum=${'0'.repeat(64)}&checksum_type=wallet`);
    expect(forged.status).toBe(422);
  });

  it('gives no checksum for a closed order or an unknown one', async () => {
    const order = await newOrder();
    await pay(order.token, card);
    expect((await server.request(`/api/v4/orders/${order.token}/payments/sandbox/checksums`, { method: 'POST' })).status).toBe(422);
    expect((await server.request('/api/v4/orders/unknown/payments/sandbox/checksums', { method: 'POST' })).status).toBe(404);
  });
});
