/**
 * Why this test exists (issue 18 'Done when'): a party of six gets the cheapest mix into the cart
 * with live holds, against the real server, the seeded demo shop (its tickets' party_rules) and the
 * built bundle. Two adults, a student and three children (4, 9, 15) visit the Kunsthalle and the
 * Naturkundemuseum: the adults take the two-house combi ticket (20 € instead of 14 € + 10 €), the
 * student reduced tickets, the children the free day tickets — 8 € less than single tickets.
 */
import { expect } from '@playwright/test';
import { runNow } from './helpers/clock.ts';
import { openKunsthalleDay, openTicketScreen, storedCartItems } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

test('a party of six gets the cheapest mix into the cart, every line held', async ({ page }) => {
  const day = openKunsthalleDay(14);
  await openTicketScreen(page, `/tickets/time?group=timeSlot&museum_id=1&date=${day}`);
  await page.getByRole('link', { name: 'Günstigste Tickets für Ihre Gruppe berechnen' }).click();
  await expect(page.getByRole('heading', { name: 'Günstigste Tickets für Ihre Gruppe', level: 1 })).toBeVisible();

  await page.getByLabel('Erwachsene', { exact: true }).fill('2');
  await page.getByLabel('Ermäßigt (z. B. Studierende)').fill('1');
  await page.getByLabel('Kinder', { exact: true }).fill('3');
  for (const [index, age] of ['4', '9', '15'].entries()) await page.getByLabel(`Alter Kind ${index + 1}`).fill(age);
  await expect(page.getByLabel('Kunsthalle am Fluss')).toBeChecked();
  await page.getByLabel('Naturkundemuseum').check();
  await page.getByLabel('Zeitfenster', { exact: true }).selectOption({ label: '12:00' });

  const proposal = page.getByRole('region', { name: 'Unser Vorschlag' });
  await expect(proposal).toContainText('Kombiticket Kunst & Natur');
  await expect(proposal).toContainText('Sie sparen 8,00');
  await expect(proposal).toContainText('Gesamt: 55,00');
  await proposal.getByRole('button', { name: 'Alle in den Warenkorb' }).click();

  await expect(page).toHaveURL(/#\/cart/);
  const items = await storedCartItems(page);
  // 2 combi tickets, 1 + 1 reduced, 3 + 3 free children's tickets: ten admissions on five lines.
  expect(items).toHaveLength(5);
  expect(items.reduce((sum, item) => sum + item.attributes.quantity, 0)).toBe(10);
  for (const item of items) expect(Date.parse(item.reservation!.valid_until)).toBeGreaterThan(runNow().getTime());
  await expect(page.getByText('Kombiticket Kunst & Natur').first()).toBeVisible();
});
