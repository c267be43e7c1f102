/**
 * Why this test exists: the event stories prove every screen state against mocks; these journeys
 * prove the event detail books against the real server and the seeded 'museen' demo — the calendar
 * and the dates of GET /calendar and /events/{id}/dates, the price rows of the date detail, the Event
 * item the cart totals — and that special prices (issue 7) reach the event date through the selected
 * address: the demo customer's institution address 'Humboldt-Gymnasium' (audience 3) pays 6,00 €
 * instead of 8,00 € for an adult at the 'Abendvortrag: Farbe und Raum' (Thursdays 18:30, Kunsthalle).
 * requirements/events-and-seats.md §2.1 'Event detail', requirements/events-and-seats.md §5.1 Events, requirements/events-and-seats.md §6; requirements/events-and-seats.md §6.
 */
import { expect, type Page } from '@playwright/test';
import { DEMO, logInFromStart, selectAddress } from './helpers/account.ts';
import { openTicketScreen } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

const TALK = 'Abendvortrag: Farbe und Raum';

/** The talk's id in the seeded shop, looked up like the shop's search does. */
async function talkId(page: Page): Promise<number> {
  const response = await page.request.get(`/api/v4/events?q=${encodeURIComponent('Abendvortrag')}&locale=de`);
  expect(response.status(), await response.text()).toBe(200);
  const { events } = (await response.json()) as { events: { id: number; title: string }[] };
  return events.find((event) => event.title === TALK)!.id;
}

/** Opens the detail; without a date it shows the next day with free dates; the first date is chosen. */
async function chooseNextDate(page: Page): Promise<void> {
  await openTicketScreen(page, `/event/${await talkId(page)}`);
  await expect(page.getByRole('heading', { name: TALK, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^18:30 Uhr/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Ihr Termin' })).toBeVisible();
}


test('a visitor books 2 adults for the next talk and sees 16,00 € in the cart', async ({ page }) => {
  await chooseNextDate(page);
  const adults = page.getByLabel('Anzahl „Erwachsene“', { exact: true });
  await expect(page.getByRole('row').filter({ has: adults })).toContainText('8,00 €');
  await adults.selectOption('2');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  // museen offers the donation step after tickets only (schemas/examples/museen.json): events go to the cart.
  await expect(page).toHaveURL(/#\/cart/);
  const main = page.getByRole('main');
  await expect(main.getByText(TALK).first()).toBeVisible();
  await expect(main.getByText('2 × Erwachsene')).toBeVisible();
  await expect(main.getByText('16,00 €').first()).toBeVisible();
});

test('the demo customer with the institution address sees the special price and the hint', async ({ page }) => {
  await logInFromStart(page, DEMO.email, DEMO.password);
  await selectAddress(page, true);
  try {
    await chooseNextDate(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Sie erhalten Sonderpreise.' })).toBeVisible();
    await expect(page.getByRole('row').filter({ has: page.getByLabel('Anzahl „Erwachsene“', { exact: true }) })).toContainText('6,00 €');
    await expect(page.getByRole('row').filter({ has: page.getByLabel('Anzahl „Ermäßigt“', { exact: true }) })).toContainText('4,00 €');
  } finally {
    // Leave the demo as seeded: the home address selected, public prices again.
    await selectAddress(page, false);
  }
  await chooseNextDate(page);
  await expect(page.getByRole('row').filter({ has: page.getByLabel('Anzahl „Erwachsene“', { exact: true }) })).toContainText('8,00 €');
  await expect(page.getByRole('main').getByText('Sie erhalten Sonderpreise.')).toBeHidden();
});
