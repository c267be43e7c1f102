/**
 * Why this test exists: the stories prove each cart, checkout and payment state against mocked
 * answers; these journeys prove a guest can really pay in every way the sandbox provider offers
 * (requirements/payment.md §2.1, requirements/checkout-and-orders.md §4.3): museen's demo modes each take one branch (server/src/db/seed/shop.ts
 * demoPaymentFlows — card → redirect, PayPal → iframe, instant transfer → auto-posted form,
 * SEPA → embedded form; stadtmuseum's card → embedded card form), and that what follows holds
 * against the real server: the PDF's QR code is the order's barcode, the confirmation e-mail
 * reaches the outbox, a failed payment frees the places, coupon and voucher codes lower the
 * total, and an expired hold leaves the cart. Seed facts: Kunsthalle (museum 1, closed Mondays)
 * sells 'Zeitfenster Erwachsene' (ticket 4) on a quota of 40 per 30 minutes.
 */
import { expect } from '@playwright/test';
import { METHOD, addTimeSlotTicket, checkOutWith, continueAsGuest, guestCheckout, payWithCard, payWithSepa, successOrder } from './helpers/checkout.ts';
import { downloadFirstPdf, expectConfirmationMail, expectPdfBarcode, freePlaces, orderByToken } from './helpers/order-proof.ts';
import { berlinSlot, openKunsthalleDay, openTicketScreen, quantityOf, storedCartItems } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

const pay = /^Bezahlen/;

test('a guest pays by redirect to the hosted page; the PDF barcode is the order\'s and the e-mail arrives', async ({ page }) => {
  const email = await guestCheckout(page, METHOD.redirect, openKunsthalleDay(5), '12:00');
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: pay }).click();
  const order = await successOrder(page);
  await expectPdfBarcode(page.request, await downloadFirstPdf(page), order.token);
  await expectConfirmationMail(email, order.id);
});

test('a failed payment shows the failure page and frees the places again', async ({ page }) => {
  const day = openKunsthalleDay(6);
  const slot = berlinSlot(day, 14 * 60);
  const before = await freePlaces(page.request, 4, day, slot);
  await guestCheckout(page, METHOD.redirect, day, '14:00');
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  // The open order holds its place until the payment ends (payment window).
  expect(await freePlaces(page.request, 4, day, slot)).toBe(before - 1);
  await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();
  await expect(page).toHaveURL(/#\/checkout\/failure/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zahlung fehlgeschlagen');
  expect(await freePlaces(page.request, 4, day, slot)).toBe(before);
});

test('a guest pays inside the shop\'s iframe (PayPal mode 7)', async ({ page }) => {
  const email = await guestCheckout(page, METHOD.iframe, openKunsthalleDay(5), '12:30');
  await expect(page).toHaveURL(/#\/payment\/iframe/, { timeout: 20_000 });
  // The URL travels in history state, never in the address bar (requirements/payment.md §2.1).
  expect(page.url()).not.toContain('/payments/sandbox/');
  await page.frameLocator('iframe[title="Zahlungsanbieter"]').getByRole('button', { name: pay }).click();
  const order = await successOrder(page);
  await downloadFirstPdf(page);
  await expectConfirmationMail(email, order.id);
});

test('a guest pays through the auto-posted form (instant transfer mode 9)', async ({ page }) => {
  const email = await guestCheckout(page, METHOD.form, openKunsthalleDay(5), '13:00');
  // A POST lands on the hosted page: the signed amount arrives as form fields, not in the URL.
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/[^?]+\/pay$/, { timeout: 20_000 });
  await page.getByRole('button', { name: pay }).click();
  const order = await successOrder(page);
  await downloadFirstPdf(page);
  await expectConfirmationMail(email, order.id);
});

test('a guest pays in the embedded SEPA form (mode 8) and pending polls to success', async ({ page }) => {
  const email = await guestCheckout(page, METHOD.sepa, openKunsthalleDay(5), '13:30');
  await expect(page).toHaveURL(/#\/payment\/sandbox\?/, { timeout: 20_000 });
  await payWithSepa(page);
  const order = await successOrder(page);
  await downloadFirstPdf(page);
  await expectConfirmationMail(email, order.id);
});

test('on the second demo shop a guest pays in the embedded card form (stadtmuseum mode 2)', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:4310/').port;
  const shop = `http://stadtmuseum.localhost:${port}/`;
  await page.goto(`${shop}#/tickets/types?group=day&date=${openKunsthalleDay(5)}`);
  const banner = page.getByRole('region', { name: 'Ihre Privatsphäre' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Ablehnen' }).click();
  await quantityOf(page, 'Tageskarte Erwachsene').selectOption('1');
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  await page.getByRole('link', { name: /Warenkorb 1 Artikel/ }).click();
  const email = await continueAsGuest(page);
  await checkOutWith(page, 'Kreditkarte');
  await expect(page).toHaveURL(/#\/payment\/sandbox\?/, { timeout: 20_000 });
  await payWithCard(page);
  const order = await successOrder(page);
  await downloadFirstPdf(page);
  await expectConfirmationMail(email, order.id);
});

test('the voucher FREIKARTE1 makes one day ticket free and GUTSCHEIN25 lowers the rest; the order costs what the cart said', async ({ page }) => {
  const day = openKunsthalleDay(7);
  await openTicketScreen(page, `/tickets/types?group=day&museum_id=1&date=${day}`);
  await quantityOf(page, 'Tageskarte Erwachsene').selectOption('3');
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('row', { name: /Gesamtsumme 42,00/ })).toBeVisible();
  const redeem = async (code: string) => {
    await main.getByRole('textbox', { name: 'Gutscheincode' }).fill(code);
    await main.getByRole('button', { name: 'Einlösen' }).click();
    await expect(main.getByText(`Der Gutschein ${code} wurde eingelöst.`)).toBeVisible();
  };
  await redeem('FREIKARTE1');
  await expect(main.getByRole('row', { name: /Gesamtsumme 28,00/ })).toBeVisible();
  await redeem('GUTSCHEIN25');
  await expect(main.getByRole('row', { name: /Gesamtsumme 3,00/ })).toBeVisible();
  await continueAsGuest(page);
  await checkOutWith(page, METHOD.redirect);
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: pay }).click();
  const order = await successOrder(page);
  expect((await orderByToken(page.request, order.token)).total_price_cents).toBe(300);
});

/** Issue 20, requirements/cart.md §5.1: a used-up code is 'empty', an expired or unknown one 'not valid' — each with its own text. */
test('used-up, expired and unknown coupon codes each get the text the spec gives them', async ({ page }) => {
  await openTicketScreen(page, `/tickets/types?group=day&museum_id=1&date=${openKunsthalleDay(7)}`);
  await quantityOf(page, 'Tageskarte Erwachsene').selectOption('1');
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  const main = page.getByRole('main');
  const attempt = async (code: string, text: string) => {
    await main.getByRole('textbox', { name: 'Gutscheincode' }).fill(code);
    await main.getByRole('button', { name: 'Einlösen' }).click();
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  };
  await attempt('LEER0000', 'Der Gutschein ist leer');
  await attempt('ABGELAUFEN', 'Der Gutschein ist nicht gültig');
  await attempt('NIXDA-0000', 'Der Gutschein ist nicht gültig');
  await expect(main.getByRole('row', { name: /Gesamtsumme 14,00/ })).toBeVisible();
});

test('a hold whose time has run out leaves the cart row without a countdown', async ({ page }) => {
  await addTimeSlotTicket(page, openKunsthalleDay(8), '12:00');
  await expect(page.getByText(/^Reserviert für \d\d:\d\d$/)).toBeVisible();
  // The hold's valid_until moves into the past, as if the visitor had left the tab for longer.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.cart'))!;
    const cart = JSON.parse(localStorage.getItem(key)!) as { items: { reservation?: { valid_until: string } }[] };
    for (const item of cart.items) if (item.reservation) item.reservation.valid_until = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem(key, JSON.stringify(cart));
  });
  await page.reload();
  await expect(page.getByRole('rowheader', { name: /Zeitfenster Erwachsene/ })).toBeVisible();
  await expect(page.getByText('Die Reservierung für Zeitfenster Erwachsene ist abgelaufen. Die Tickets sind nicht mehr für Sie reserviert.')).toBeAttached();
  await expect(page.getByText(/^Reserviert für/)).toHaveCount(0);
  await expect.poll(async () => (await storedCartItems(page)).map((item) => item.reservation)).toEqual([undefined]);
});
