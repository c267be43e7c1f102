/**
 * Why this test exists: the tour stories prove every state of the detail against mocked answers;
 * these journeys prove the booking meets the real server — its day map and start times, its prices
 * and a Tour item POST /orders accepts with the same total (requirements/api.md §7, requirements/api.md §8.5) — and that the
 * selected institution address brings special prices (issue 7, requirements/accounts.md §6.3). Seed facts
 * (server/src/db/seed/data/tour-data.ts): tour 1 'Architekturführung Kunsthalle', closed Mondays,
 * Erwachsene 12,00 € (institutions 9,00 €), a non-optional per-person Materialpauschale of 2,00 €,
 * four languages and two age groups; the demo customer has a home and the 'Humboldt-Gymnasium' address.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO, logInFromStart, selectAddress } from './helpers/account.ts';
import { METHOD, checkOutWith, continueAsGuest, successOrder } from './helpers/checkout.ts';
import { pdfToText } from '../server/src/testing/pdf.fixtures.ts';
import { downloadFirstPdf, orderByToken } from './helpers/order-proof.ts';
import { waitForMail } from './helpers/outbox.ts';
import { openKunsthalleDay, openTicketScreen, quantityOf } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

const booking = (page: Page) => page.getByRole('region', { name: 'Führung buchen' });
const firstFreeStart = (page: Page) => booking(page).getByRole('button', { name: /^\d\d:\d\d Uhr/, disabled: false }).first();


test('a visitor books the Architekturführung for 2 Erwachsene on the first free date and time, and the order total agrees', async ({ page }) => {
  await openTicketScreen(page, '/product/tour/1');
  await expect(page.getByRole('heading', { name: 'Architekturführung Kunsthalle', level: 1 })).toBeVisible();
  await booking(page).getByRole('list', { name: 'Termine der nächsten 60 Tage' }).getByRole('button').first().click();
  await expect(booking(page).getByText(/^Datum: /)).toBeVisible();
  await firstFreeStart(page).click();
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: /^Sprache/ }).selectOption({ label: 'Deutsch' });
  await main.getByRole('combobox', { name: /^Altersgruppe/ }).selectOption({ label: 'Erwachsene' });
  await quantityOf(page, 'Erwachsene').selectOption('2');
  // 2 × 12,00 € + the Materialpauschale 2 × 2,00 € (non-optional, per person).
  await expect(main.locator('.ticket-form__total')).toContainText('28,00 €');
  await main.getByRole('button', { name: 'In den Warenkorb' }).click();

  await expect(page).toHaveURL(/#\/cart/);
  const row = main.getByRole('row').filter({ hasText: 'Architekturführung Kunsthalle' });
  await expect(row).toContainText('2 × Erwachsene');
  await expect(row).toContainText('2 × Materialpauschale');
  await expect(row).toContainText('Teilnehmende: 2');
  await expect(row).toContainText('28,00 €');
  await expect(main.getByRole('row', { name: /Gesamtsumme 28,00/ })).toBeVisible();

  // The server recomputes the total and refuses a different one (requirements/api.md §8.5).
  await continueAsGuest(page);
  await checkOutWith(page, METHOD.redirect);
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  const order = await successOrder(page);
  expect((await orderByToken(page.request, order.token)).total_price_cents).toBe(2800);
});

test('the demo customer with the Humboldt-Gymnasium address sees 9,00 € for Erwachsene and the special-prices hint', async ({ page }) => {
  const tourDay = `/#/product/tour/1?date=${openKunsthalleDay(3)}`;
  await logInFromStart(page, DEMO.email, DEMO.password);
  await selectAddress(page, true);

  await page.goto(tourDay);
  await firstFreeStart(page).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Sie erhalten Sonderpreise.' })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: 'Erwachsene' }).first()).toContainText('9,00 €');
  await expect(main.getByRole('row').filter({ hasText: 'Ermäßigt' })).toContainText('6,00 €');

  // Back to the home address: public prices again, and the demo is as seeded.
  await selectAddress(page, false);
  await page.goto(tourDay);
  await firstFreeStart(page).click();
  await expect(main.getByRole('row').filter({ hasText: 'Erwachsene' }).first()).toContainText('12,00 €');
  await expect(main.getByText('Sie erhalten Sonderpreise.')).toBeHidden();
});

/**
 * Issue 20: the old-town walk (tour 3) costs 90,00 € for a group of up to 10; persons 11 and on cost 8,00 € each and a
 * walk in English 30,00 € more. The shop fills both in from the participants and the language
 * (requirements/tours.md §5.1), and the cart, the success page, the PDF and the e-mail all read the same 12
 * participants, language and lines.
 */
test('a group of 12 books the old-town walk in English: extra persons and the foreign-language surcharge are filled in and read everywhere', async ({ page }) => {
  await openTicketScreen(page, '/product/tour/3');
  await expect(page.getByRole('heading', { name: 'Altstadtführung: Vom Hafen zum Rathaus', level: 1 })).toBeVisible();
  await booking(page).getByRole('list', { name: 'Termine der nächsten 60 Tage' }).getByRole('button').first().click();
  await firstFreeStart(page).click();
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: /^Sprache/ }).selectOption({ label: 'Englisch' });
  await main.getByRole('combobox', { name: /^Altersgruppe/ }).selectOption({ label: 'Erwachsene' });
  await quantityOf(page, 'Gruppe bis 10 Personen').selectOption('12');
  const surcharges = main.getByRole('table', { name: 'Zuschläge' });
  await expect(surcharges.getByRole('row').filter({ hasText: 'Pro Person ab 11 Personen' })).toContainText('2');
  await expect(surcharges.getByRole('row').filter({ hasText: 'Fremdsprachenzuschlag' })).toContainText('1');
  await expect(main.locator('.ticket-form__total')).toContainText('136,00 €');
  await main.getByRole('button', { name: 'In den Warenkorb' }).click();

  await expect(page).toHaveURL(/#\/cart/);
  const row = main.getByRole('row').filter({ hasText: 'Altstadtführung' });
  for (const text of ['Teilnehmende: 12', 'Sprache: Englisch', '2 × Pro Person ab 11 Personen', 'Fremdsprachenzuschlag', '136,00 €']) await expect(row).toContainText(text);

  const email = await continueAsGuest(page);
  await checkOutWith(page, METHOD.redirect);
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  const order = await successOrder(page);
  expect((await orderByToken(page.request, order.token)).total_price_cents).toBe(13_600);
  for (const text of ['1 × Altstadtführung', 'Teilnehmende: 12', 'Sprache: Englisch', '2 × Pro Person ab 11 Personen']) await expect(main).toContainText(text);

  const pdf = pdfToText(await downloadFirstPdf(page));
  for (const text of ['Teilnehmende: 12', 'Altersgruppe: Erwachsene', 'Sprache: Englisch', '2 × Pro Person ab 11 Personen', 'Fremdsprachenzuschlag', '136,00']) expect(pdf).toContain(text);
  const mail = await waitForMail(email, `Bestellung ${order.id}`);
  for (const text of ['Teilnehmende: 12', 'Sprache: Englisch']) expect(mail).toContain(text);
});
