import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentShop } from '../../testing/payments.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertPaymentShop(db); });
});
afterAll(() => server.close());

describe('payment routes in the OpenAPI document', () => {
  it('documents the sandbox provider routes with their content types', async () => {
    const { paths } = await (await server.request('/api/v4/openapi.json')).json();
    expect(paths['/api/v4/payments/sandbox/{token}/pay'].get.responses['200'].content).toHaveProperty('text/html');
    expect(paths['/api/v4/payments/sandbox/{token}/pay'].post.requestBody.content).toHaveProperty('application/x-www-form-urlencoded');
    expect(paths['/api/v4/payments/sandbox/notify'].post.responses).toHaveProperty('401');
    expect(paths['/api/v4/payments/sandbox/{token}/decide'].post.responses).toHaveProperty('303');
    expect(paths['/api/v4/orders/{orderId}/payments/sandbox'].post.requestBody.content['application/json'].schema).toBeDefined();
    expect(paths['/api/v4/orders/{orderId}/payments/sandbox/checksums'].post.responses['200']).toBeDefined();
  });
});
