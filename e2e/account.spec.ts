/**
 * Why this test exists: the account stories prove every screen state against mocks; these journeys
 * prove the pieces meet on the real server — the e-mails really go out with working links
 * (confirmation, password reset), token auth survives logout and login, special prices reach the
 * ticket screens through the selected address, and a bought order shows up with its PDF.
 * requirements/accounts.md §2.1, requirements/accounts.md §2.2, requirements/checkout-and-orders.md §4.4, requirements/accounts.md §4.1, requirements/accounts.md §6.
 */
import { expect } from '@playwright/test';
import { DEMO, logIn, logInFromStart, nextOpenDay, registerByApi, selectAddress, uniqueEmail } from './helpers/account.ts';
import { shopLink, waitForMail } from './helpers/outbox.ts';
import { buyTimeSlotTicket } from './helpers/purchase.ts';
import { test } from './helpers/test.ts';

test('a forgotten password is reset through the link in the e-mail', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await registerByApi(request, email, 'Altes-Passwort-2026');
  await page.goto('/#/user/login');
  await page.getByRole('main').getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Wenn Ihre E-Mail-Adresse bei uns hinterlegt ist');

  const mail = await waitForMail(email, 'reset_password_token=');
  await page.goto(shopLink(mail, 'user/password-reset?reset_password_token='));
  await page.getByLabel(/^Neues Passwort/).fill('Neues-Passwort-2026');
  await page.getByLabel(/^Passwort bestätigen/).fill('Neues-Passwort-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort geändert', level: 1 })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).click();
  await logIn(page, email, 'Altes-Passwort-2026');
  await expect(page.getByRole('alert')).toHaveText('Die Anmeldedaten sind nicht korrekt. Bitte versuchen Sie es erneut.');
  await logIn(page, email, 'Neues-Passwort-2026');
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
});

test('a company customer with the institution address sees the special price and the hint', async ({ page }) => {
  await logInFromStart(page, DEMO.email, DEMO.password);
  await selectAddress(page, true);
  await expect(page.getByRole('main').getByText('Sie erhalten Sonderpreise.')).toBeVisible();

  await page.goto(`/#/tickets/time?group=timeSlot&date=${nextOpenDay()}`);
  await page.getByRole('button', { name: /^12:00/ }).click();
  const row = page.getByRole('row').filter({ hasText: 'Gruppenkarte Schulen und Institutionen' });
  await expect(row).toContainText('6,00 €');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Sie erhalten Sonderpreise.' })).toBeVisible();

  // Back to the home address: the special price disappears again (and the demo is as seeded).
  await selectAddress(page, false);
  await expect(page.getByRole('main').getByText('Sie erhalten Sonderpreise.')).toBeHidden();
  await page.goto(`/#/tickets/time?group=timeSlot&date=${nextOpenDay()}`);
  await page.getByRole('button', { name: /^12:00/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Zeitfenster Erwachsene' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Gruppenkarte Schulen und Institutionen' })).toHaveCount(0);
});

test('register, confirm from the e-mail, log in, buy, and find the order with its PDF', async ({ page }) => {
  const email = uniqueEmail('buyer');
  const password = 'Kauf-Passwort-2026';
  await page.goto('/#/user/registration');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' });
  await main.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
  await main.getByRole('textbox', { name: 'Nachname' }).fill('Käuferin');
  await main.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'E-Mail bestätigen' }).fill(email);
  await main.getByLabel(/^Passwort\s*\*?$/).fill(password);
  await main.getByLabel(/^Passwort bestätigen/).fill(password);
  await main.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Lindenallee 5');
  await main.getByRole('textbox', { name: 'PLZ', exact: true }).fill('12345');
  await main.getByRole('textbox', { name: 'Ort', exact: true }).fill('Flussstadt');
  await main.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Deutschland' });
  const terms = main.getByRole('checkbox', { name: /AGB/ });
  if (await terms.count()) await terms.check();
  await main.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('heading', { name: 'Fast geschafft', level: 1 })).toBeVisible();

  const mail = await waitForMail(email, 'confirmation_token=');
  await page.goto(shopLink(mail, 'user/confirmation-success?confirmation_token='));
  await expect(page.getByText('Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  await logInFromStart(page, email, password);

  const orderId = await buyTimeSlotTicket(page, nextOpenDay());
  await page.goto('/#/user/orders');
  const order = page.getByRole('article', { name: `Bestellung ${orderId}` });
  await expect(order).toBeVisible();
  const pdf = order.getByRole('link', { name: 'PDF herunterladen' }).first();
  const response = await page.request.get((await pdf.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});
