/**
 * Why this test exists (issue 17): the server tests prove a pass's content and signature and the
 * stories the buttons' states; this journey proves that against the real server a guest who buys
 * two tickets gets one working Apple Wallet pass per ticket from the success page, each carrying
 * the barcode the order lists (the one its PDF prints), and that the confirmation e-mail links them.
 * The demo has no WALLET_* configuration: passes are signed with the demo certificate, no Google button.
 */
import { expect } from '@playwright/test';
import { unzip } from '../server/src/testing/unzip.fixtures.ts';
import { METHOD, addTimeSlotTicket, checkOutWith, continueAsGuest, successOrder } from './helpers/checkout.ts';
import { orderByToken } from './helpers/order-proof.ts';
import { waitForMail } from './helpers/outbox.ts';
import { openKunsthalleDay } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

test('a guest buys two tickets and adds both to Apple Wallet from the success page; the e-mail links the passes', async ({ page }) => {
  await addTimeSlotTicket(page, openKunsthalleDay(10), '13:00', 2);
  const email = await continueAsGuest(page);
  await checkOutWith(page, METHOD.redirect);
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  const order = await successOrder(page);

  const main = page.getByRole('main');
  const links = main.getByRole('link', { name: /^Zu Apple Wallet hinzufügen: Zeitfenster Erwachsene \(\d\/2\)$/ });
  await expect(links).toHaveCount(2);
  await expect(main.getByRole('link', { name: 'In Google Wallet speichern' })).toHaveCount(0);
  const passBarcodes: string[] = [];
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzip(await response.body());
    expect([...files.keys()]).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
    passBarcodes.push(JSON.parse(files.get('pass.json')!.toString('utf8')).barcodes[0].message);
  }
  const barcodes = (await orderByToken(page.request, order.token)).items.flatMap((item) => item.attributes.barcodes ?? []).map((code) => code.barcode);
  expect(passBarcodes.sort()).toEqual(barcodes.sort());

  const mail = await waitForMail(email, '.pkpass');
  expect(mail.match(new RegExp(`/api/v4/orders/${order.id}/tickets/\\d+\\.pkpass\\?token=${order.token}`, 'g'))?.length).toBeGreaterThanOrEqual(2);
});
