/**
 * Why this test exists: the product stories prove every list state against mocks; these journeys
 * prove the lists filter through the real server's by_*_ids[] filters and vocabularies on the seeded
 * 'museen' demo, that a reset keeps the language (requirements/catalogue.md §2.6 'Product lists'), and that the
 * event date list searches GET /dates for a picked event and range and books into the event detail
 * with id, date_id and date (requirements/events-and-seats.md §2.2 'Event date list', requirements/events-and-seats.md §5.2 'Dates').
 */
import { expect } from '@playwright/test';
import { berlinDay, openTicketScreen } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

const TALK = 'Abendvortrag: Farbe und Raum';
const WORKSHOP = 'Familienwerkstatt: Fossilien gießen';
const CONCERT = 'Konzert im Lichthof';

test('the events list filters by museum and a reset keeps the language', async ({ page }) => {
  await openTicketScreen(page, '/products/events');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: CONCERT })).toBeVisible();
  await main.getByLabel('Sprache').selectOption({ label: 'Englisch' });
  await expect(main.getByRole('link', { name: CONCERT })).toHaveCount(0);
  await main.getByLabel('Museum').selectOption({ label: 'Naturkundemuseum' });
  await expect(page).toHaveURL(/museum_id=\d+/);
  await expect(main.getByRole('link', { name: WORKSHOP })).toBeVisible();
  await expect(main.getByRole('link', { name: TALK })).toHaveCount(0);

  await main.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/museum_id/);
  await expect(page).toHaveURL(/language_id=\d+/);
  await expect(main.getByLabel('Sprache')).toHaveValue(/\d+/);
  await expect(main.getByRole('link', { name: TALK })).toBeVisible();
  await expect(main.getByRole('link', { name: CONCERT })).toHaveCount(0);
});

test('the event date list finds the talk’s dates in a range and books one on the event detail', async ({ page }) => {
  await openTicketScreen(page, '/events/dates');
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: TALK }).check();
  await main.getByLabel('Von').fill(berlinDay(1));
  await main.getByLabel('Bis').fill(berlinDay(22));
  await main.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/event_ids=\d+/);
  const table = main.getByRole('table', { name: 'Gefundene Termine' });
  await expect(table.getByRole('rowheader', { name: TALK }).first()).toBeVisible();
  await expect(table.getByRole('rowheader').filter({ hasNotText: TALK })).toHaveCount(0);

  await table.getByRole('link', { name: new RegExp(`^${TALK} buchen`) }).first().click();
  await expect(page).toHaveURL(/#\/event\/\d+\?date_id=\d+&date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: TALK, level: 1 })).toBeVisible();
});
