/**
 * Why this test exists: the annual stories prove each screen state against mocks; this journey
 * proves the personalisation against the real server — a guest buys two 'Jahreskarte Museen am
 * Fluss' (museen, photo mandatory, posted), pays in the sandbox, follows the link of the success
 * page (and finds the same link in the confirmation e-mail), gives card 1 to herself and card 2 to
 * another person, each with a photo, and moves the start date. requirements/annual-and-vip.md §2 'Annual ticket
 * personalisation', requirements/annual-and-vip.md §4, requirements/annual-and-vip.md §5, requirements/annual-and-vip.md §7; requirements/api.md §9.
 */
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { METHOD, checkOutWith, continueAsGuest, successOrder } from './helpers/checkout.ts';
import { shopLink, waitForMail } from './helpers/outbox.ts';
import { openTicketScreen, quantityOf } from './helpers/tickets.ts';
import { runNow } from './helpers/clock.ts';
import { test } from './helpers/test.ts';

const ANNUAL = 'Jahreskarte Museen am Fluss';
const PHOTO = fileURLToPath(new URL('./fixtures/holder-photo.png', import.meta.url));

async function buyTwoAnnualTickets(page: Page): Promise<{ email: string; token: string }> {
  await openTicketScreen(page, '/tickets/annual');
  await quantityOf(page, ANNUAL).selectOption('2');
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/#\/cart/);
  // Annual cards always go by post (issue 20): no print-at-home/shipping choice holds up the checkout.
  await expect(page.getByRole('main').getByText('Wird per Post verschickt').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('radio', { name: /^Versand/ })).toHaveCount(0);
  const email = await continueAsGuest(page);
  await checkOutWith(page, METHOD.redirect);
  await expect(page.getByRole('heading', { name: 'Lieferadresse', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Bestätigen und weiter' }).click();
  await expect(page).toHaveURL(/\/api\/v4\/payments\/sandbox\/.+\/pay/, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  return { email, token: (await successOrder(page)).token };
}

test('a guest personalises two annual tickets, for herself and for someone else, with photos', async ({ page }) => {
  const { email, token } = await buyTwoAnnualTickets(page);
  const mail = await waitForMail(email, '#/annual/personalisation/');
  expect(shopLink(mail, 'annual/personalisation/')).toBe(`/#/annual/personalisation/${token}`);

  await page.getByRole('link', { name: /Jahreskarte jetzt personalisieren/ }).first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Jahreskarten personalisieren', level: 1 })).toBeVisible();
  await expect(main.getByText('Noch nicht personalisiert')).toHaveCount(2);

  // Card 1: the buyer herself, at her checkout address.
  await main.getByRole('link', { name: `Karte 1 „${ANNUAL}“ personalisieren` }).click();
  await expect(main.getByRole('radio', { name: /^Ich selbst \(Gerda Gast\)/ })).toBeChecked();
  await main.getByRole('radio', { name: /Lindenallee 5/ }).check();
  await main.getByLabel('Geburtsdatum').fill('1985-04-12');
  // The photo is mandatory for this ticket: submitting without one keeps the visitor on the form.
  await main.getByRole('button', { name: 'Weiter' }).click();
  await expect(main.getByText('Für diese Jahreskarte ist ein Foto erforderlich.')).toBeVisible();
  await main.getByLabel(/^Foto/).setInputFiles(PHOTO);
  await main.getByRole('button', { name: 'Weiter' }).click();

  // 'Weiter' leads on to card 2; the buyer already holds card 1, so only 'another person' is offered.
  await expect(main.getByRole('heading', { name: `${ANNUAL} – Karte 2` })).toBeVisible();
  await expect(main.getByText(/Ihre Personalisierung wurde gespeichert/)).toBeVisible();
  await expect(main.getByRole('radio', { name: /^Ich selbst/ })).toHaveCount(0);
  await main.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Herr' });
  await main.getByRole('textbox', { name: 'Vorname' }).fill('Paul');
  await main.getByRole('textbox', { name: 'Nachname' }).fill('Partner');
  await main.getByRole('textbox', { name: 'E-Mail' }).fill(`partner-${email}`);
  await main.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Uferweg 2');
  await main.getByRole('textbox', { name: 'PLZ' }).fill('12345');
  await main.getByRole('textbox', { name: 'Ort' }).fill('Flussstadt');
  await main.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Deutschland' });
  await main.getByLabel('Geburtsdatum').fill('1983-09-30');
  await main.getByLabel(/^Foto/).setInputFiles(PHOTO);
  await main.getByRole('button', { name: 'Personalisieren' }).click();

  await expect(main.getByText('Alle Jahreskarten dieser Bestellung sind personalisiert.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Foto von Gerda Gast' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Foto von Paul Partner' })).toBeVisible();

  // The cards start later: a day out of range is refused in the shop, one in range is saved.
  const startDate = main.getByLabel('Startdatum ändern');
  await startDate.fill(berlinDay(400));
  await main.getByRole('button', { name: 'Datum speichern' }).click();
  await expect(main.getByText('Bitte wählen Sie ein Datum zwischen heute und in einem Jahr.')).toBeVisible();
  await startDate.fill(berlinDay(30));
  await main.getByRole('button', { name: 'Datum speichern' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Das Startdatum wurde gespeichert.' })).toBeVisible();

  // The server holds both holders, each with a photo, and the new start day.
  const answer = await page.request.get(`/api/v4/annual/order?token=${token}`);
  const { order } = (await answer.json()) as { order: { ticket_sales: { start_at: string; personalizations: { ready: boolean; customer: { name: string } | null }[] }[] } };
  expect(order.ticket_sales[0]!.personalizations.map((slot) => [slot.customer?.name, slot.ready])).toEqual([['Gerda', true], ['Paul', true]]);
  expect(order.ticket_sales[0]!.start_at.slice(0, 10)).toBe(berlinDay(30));
});

/** Today + `days` as YYYY-MM-DD in Europe/Berlin, as the shop's date input takes it. */
function berlinDay(days: number): string {
  return new Date(runNow().getTime() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}
