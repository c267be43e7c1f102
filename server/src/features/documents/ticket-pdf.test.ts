import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQrOnPage, pageCount, pdfToText } from '../../testing/pdf.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertTicketOrder, type TicketOrderFixture } from '../../testing/ticket-order.fixtures';

let server: TestServer;
let fixture: TicketOrderFixture;
beforeAll(async () => {
  server = await createTestServer();
  fixture = await insertTicketOrder(server.db);
});
afterAll(() => server.close());

const url = (token: string, locale = 'de', saleId = fixture.saleId) =>
  `/api/v4/orders/${fixture.orderId}/tickets/${saleId}.pdf?token=${token}&locale=${locale}`;

describe('GET /api/v4/orders/:order_id/tickets/:ticket_sale_id.pdf', () => {
  it('serves one page per unit whose QR code scans to that unit\'s barcode', async () => {
    const response = await server.request(url(fixture.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(fixture.barcodes.length);
    for (const [index, barcode] of fixture.barcodes.entries()) {
      expect(decodeQrOnPage(pdf, index + 1)).toBe(barcode);
    }
  });

  it('prints shop, title, Berlin time, museum, price, attendee, barcode and order in the requested language', async () => {
    const german = pdfToText(Buffer.from(await (await server.request(url(fixture.token, 'de'))).arrayBuffer()));
    for (const text of ['Museen am Fluss', 'Zeitfenster-Ticket', 'Montag, 6. Juli 2026 um 11:00', 'Altes Museum', '14,00 €', 'Ada Lovelace', fixture.barcodes[0]!, `Bestellung ${fixture.orderId}`]) {
      expect(german).toContain(text);
    }
    const english = pdfToText(Buffer.from(await (await server.request(url(fixture.token, 'en'))).arrayBuffer()));
    expect(english).toContain('Monday, 6 July 2026 at 11:00');
    expect(english).toContain('Time slot ticket');
    expect(english).toContain(`Order ${fixture.orderId}`);
    const french = pdfToText(Buffer.from(await (await server.request(url(fixture.token, 'fr'))).arrayBuffer()));
    expect(french).toContain('lundi 6 juillet 2026');
  });

  it('answers 404 for a wrong or missing token, another sale and an order that is not valid', async () => {
    expect((await server.request(url('wrong-token'))).status).toBe(404);
    expect((await server.request(`/api/v4/orders/${fixture.orderId}/tickets/${fixture.saleId}.pdf`)).status).toBe(404);
    expect((await server.request(url(fixture.token, 'de', fixture.saleId + 999))).status).toBe(404);
    await server.db.updateTable('orders').set({ is_valid: false }).where('id', '=', fixture.orderId).execute();
    try {
      const response = await server.request(url(fixture.token));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'Ticket not found' });
    } finally {
      await server.db.updateTable('orders').set({ is_valid: true }).where('id', '=', fixture.orderId).execute();
    }
  });

  it('is documented with an application/pdf response', async () => {
    const { paths } = await (await server.request('/api/v4/openapi.json')).json();
    expect(paths['/api/v4/orders/{order_id}/tickets/{ticket_sale_id}.pdf'].get.responses['200'].content).toHaveProperty('application/pdf');
  });
});
