import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db); });
});
afterAll(() => server.close());

const ROUTES: [string, 'get' | 'post'][] = [
  ['/api/v4/orders', 'post'], ['/api/v4/orders/{id}', 'get'], ['/api/v4/cart', 'post'], ['/api/v4/coupon_sales/barcode/{code}', 'get'],
  ['/api/v4/customer/coupon_values', 'get'], ['/api/v4/events/{id}/dates', 'get'], ['/api/v4/events/{event_id}/dates/{id}', 'get'],
  ['/api/v4/dates', 'get'], ['/api/v4/calendar', 'get'], ['/api/v4/tours/{id}/prices', 'get'], ['/api/v4/tours/{id}/start_times', 'get'],
  ['/api/v4/tours/{id}/start_times/{date}', 'get'], ['/api/v4/orders/{order_id}/coupons/{id}.pdf', 'get'],
  ['/api/v4/orders/{order_id}/events/{id}.pdf', 'get'], ['/api/v4/orders/{order_id}/tours/{id}.pdf', 'get'],
];

describe('OpenAPI document of the order flow', () => {
  it('documents every order, cart, coupon, date, tour booking and document route', async () => {
    const body = await (await server.request('/api/v4/openapi.json')).json();
    for (const [path, method] of ROUTES) {
      const operation = body.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary, path).toBeTruthy();
    }
    expect(Object.keys(body.components.schemas)).toEqual(expect.arrayContaining(['OrderItemEvent', 'OrderItemTour', 'OrderItemMerchandise', 'OrderItemCoupon', 'CartShipping', 'CouponSale']));
  });
});
