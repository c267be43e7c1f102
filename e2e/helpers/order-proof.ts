import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { decodeQrOnPage } from '../../server/src/testing/pdf.fixtures.ts';
import { waitForMail } from './outbox.ts';

interface OrderJson {
  id: number;
  total_price_cents: number;
  items: { attributes: { barcodes?: { barcode: string }[] } }[];
}

/** GET /orders/{token}: the order as the API returns it to whoever holds the token. */
export async function orderByToken(request: APIRequestContext, token: string): Promise<OrderJson> {
  const response = await request.get(`/api/v4/orders/${token}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: OrderJson }).order;
}

/** The success page's first download link answers a PDF; returns its bytes. */
export async function downloadFirstPdf(page: Page): Promise<Buffer> {
  const link = page.getByRole('main').getByRole('link', { name: /^PDF herunterladen/ }).first();
  await expect(link).toBeVisible();
  // Fetched by the page itself: the second demo shop's *.localhost host resolves only in the browser.
  const fetched = await page.evaluate(async (href) => {
    const response = await fetch(href);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, type: response.headers.get('content-type') ?? '', base64: btoa(binary) };
  }, (await link.getAttribute('href'))!);
  expect(fetched.status).toBe(200);
  expect(fetched.type).toContain('application/pdf');
  return Buffer.from(fetched.base64, 'base64');
}

/** requirements/api.md §8.4: the PDF's QR code carries the barcode the order API lists for the ticket. */
export async function expectPdfBarcode(request: APIRequestContext, pdf: Buffer, token: string): Promise<void> {
  const order = await orderByToken(request, token);
  const barcodes = order.items.flatMap((item) => item.attributes.barcodes ?? []).map((code) => code.barcode);
  expect(barcodes.length).toBeGreaterThan(0);
  expect(decodeQrOnPage(pdf, 1)).toBe(barcodes[0]);
}

/** The confirmation e-mail (requirements/checkout-and-orders.md §4.5: sent once the order is valid) names the order number. */
export async function expectConfirmationMail(email: string, orderId: string): Promise<void> {
  const mail = await waitForMail(email, orderId);
  expect(mail).toMatch(/application\/pdf/);
}

/** Free places of ticket `id` at slot `iso` (GET /tickets/{id}/capacity; a full slot is left out, so 0). */
export async function freePlaces(request: APIRequestContext, id: number, day: string, iso: string): Promise<number> {
  const response = await request.get(`/api/v4/tickets/${id}/capacity?date=${day}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, number> };
  const entry = Object.entries(data).find(([slot]) => Date.parse(slot) === Date.parse(iso));
  return entry?.[1] ?? 0;
}
