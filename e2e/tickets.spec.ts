/**
 * Why this test exists: the stories prove every ticket screen state against mocked answers; these
 * journeys prove the booking works against the real server, the seeded demo shop and the built
 * bundle — real capacities and holds (requirements/api.md §5), a bundle with sub-ticket times the order
 * endpoint accepts, the seed's sold-out slot, and two visitors racing for the last places, where
 * only the server's locking decides. Seed facts used: Kunsthalle (museum 1, closed Mondays) sells
 * time-slot tickets 4/5/6 on one quota of 40 per 30 minutes; 7 days ahead (8 if Monday) 11:00 is
 * sold out and 14:00 has 3 places; the bundle 'Urzeit & Sterne' is at the Naturkundemuseum (2).
 * The last journey books with the keyboard only: Tab, arrow keys and Enter.
 */
import { expect } from '@playwright/test';
import { berlinDay, berlinSlot, openKunsthalleDay, openTicketScreen, quantityOf, storedCartItems, tabTo } from './helpers/tickets.ts';
import { atRunInstant, runNow } from './helpers/clock.ts';
import { test } from './helpers/test.ts';

const timeScreen = (query: string) => `/tickets/time?group=timeSlot&museum_id=1&${query}`;
const addButton = /^In den Warenkorb$/;

test('a time-slot ticket two weeks ahead, 2 adults + 1 reduced, reaches the cart with a live hold', async ({ page }) => {
  const day = openKunsthalleDay(14);
  await openTicketScreen(page, timeScreen(`date=${day}`));
  await page.getByRole('button', { name: /^12:00/ }).click();
  // museen's groups have no resultsOneView: the time leads on to the ticket types.
  await expect(page.getByRole('heading', { name: 'Tickets wählen', level: 1 })).toBeVisible();
  await quantityOf(page, 'Zeitfenster Erwachsene').selectOption('2');
  await quantityOf(page, 'Zeitfenster ermäßigt').selectOption('1');
  await page.getByRole('button', { name: addButton }).click();
  // museen enables the donation step after tickets (schemas/examples/museen.json).
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  await expect(page).toHaveURL(/#\/cart/);
  const items = await storedCartItems(page);
  expect(items.map((item) => [item.attributes.id, item.attributes.quantity])).toEqual([[4, 2], [5, 1]]);
  for (const item of items) {
    expect(Date.parse(item.attributes.time)).toBe(Date.parse(berlinSlot(day, 12 * 60)));
    expect(Date.parse(item.reservation!.valid_until)).toBeGreaterThan(runNow().getTime());
  }
});

test('a bundle ticket reaches the cart with a time for each sub-ticket', async ({ page }) => {
  const day = berlinDay(10);
  await openTicketScreen(page, `/tickets/types?group=day&museum_id=2&date=${day}`);
  await quantityOf(page, 'Urzeit & Sterne').selectOption('1');
  await page.getByRole('button', { name: addButton }).click();
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  await expect(page).toHaveURL(/#\/cart/);
  const [bundle] = await storedCartItems(page);
  expect(bundle!.attributes.sub_ticket_quantities).toEqual({ 21: 1, 22: 1 });
  // The Urzeit-Saal (hourly from 9:00) starts with the bundle's entry; the first planetarium show is at 11:00.
  expect(Object.fromEntries(Object.entries(bundle!.attributes.sub_ticket_times!).map(([id, time]) => [id, Date.parse(time)])))
    .toEqual({ 21: Date.parse(bundle!.attributes.time), 22: Date.parse(berlinSlot(day, 660)) });
  // POST /orders checks every sub-ticket time against its grid and quota (server/src/features/tickets/ticket-item.ts).
  const order = await page.request.post('/api/v4/orders', {
    data: { items: [{ type: 'Ticket', attributes: bundle!.attributes }], total: 1800, customer: { email: 'bundle@example.org', name: 'Erika', surname: 'Muster' } },
  });
  expect(order.status(), await order.text()).toBe(201);
});

test('the sold-out slot (11:00, a week ahead) cannot be chosen', async ({ page }) => {
  const day = openKunsthalleDay(7);
  await openTicketScreen(page, timeScreen(`date=${day}`));
  await page.getByRole('button', { name: '‹ Früher' }).click();
  const soldOut = page.getByRole('button', { name: /^11:00.*ausgebucht/ });
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click an aria-disabled button; a keyboard user can still press it.
  await soldOut.focus();
  await page.keyboard.press('Enter');
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/time=/);
  await expect(page.getByText('Bitte wählen Sie eine Einlasszeit, um die Tickets zu sehen.')).toBeVisible();
});

test('two visitors race for the last 2 places of a slot and only one gets them', async ({ browser, request }) => {
  const day = openKunsthalleDay(7);
  const slot = berlinSlot(day, 14 * 60);
  // 3 places at 14:00 in the seed; a hold for 1 leaves exactly 2.
  const hold = await request.post('/api/v4/tickets/reservations', { data: { reservation: { ticket_id: 5, quantity: 1, start_at: slot } } });
  expect(hold.status(), await hold.text()).toBe(201);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  await Promise.all(contexts.map(atRunInstant));
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  for (const page of pages) {
    await openTicketScreen(page, `/tickets/types?group=timeSlot&museum_id=1&date=${day}&time=${encodeURIComponent(slot)}`);
    await quantityOf(page, 'Zeitfenster Erwachsene').selectOption('2');
  }
  await Promise.all(pages.map((page) => page.getByRole('button', { name: addButton }).click()));
  const refused = 'Für diese Zeit sind keine Plätze mehr frei.';
  await expect.poll(async () => (await Promise.all(pages.map((page) => page.getByRole('alert').filter({ hasText: refused }).count()))).reduce((a, b) => a + b)).toBe(1);
  const won = await Promise.all(pages.map(async (page) => (await storedCartItems(page)).length));
  expect(won.sort()).toEqual([0, 1]);
  await Promise.all(contexts.map((context) => context.close()));
});

test('keyboard only: a day, a time and a quantity on the time screen, then add to cart', async ({ page }) => {
  const day = openKunsthalleDay(21);
  await openTicketScreen(page, timeScreen(`date=${day}`));
  // The chosen day is the calendar's one tab stop; arrows move, Enter picks (Mondays are closed).
  const chosen = page.locator(`[data-date="${day}"]`);
  await tabTo(page, chosen);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(chosen).toBeFocused();
  await page.keyboard.press('Enter');
  const slot = page.getByRole('button', { name: /^13:00/ });
  await tabTo(page, slot);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tickets wählen', level: 1 })).toBeVisible();
  const adults = quantityOf(page, 'Zeitfenster Erwachsene');
  await tabTo(page, adults);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(adults).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: addButton }));
  await page.keyboard.press('Enter');
  const skip = page.getByRole('button', { name: 'Ohne Spende weiter' });
  await tabTo(page, skip);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/cart/);
  expect((await storedCartItems(page)).map((item) => [item.attributes.id, item.attributes.quantity])).toEqual([[4, 2]]);
});

test('with "Alle Museen" each time-slot ticket stands under its museum\'s name (issue 19)', async ({ page }) => {
  const day = openKunsthalleDay(14);
  await openTicketScreen(page, `/tickets/time?group=timeSlot&date=${day}`);
  await page.getByRole('button', { name: /^12:00/ }).click();
  await expect(page.getByRole('heading', { name: 'Tickets wählen', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Zeitfenster Erwachsene' }).first()).toBeVisible();
  // Each museum's name heads its own group of rows: the three adult tickets no longer look alike.
  const groups = table.getByRole('rowgroup').filter({ has: page.getByRole('rowheader', { name: 'Kunsthalle am Fluss' }) });
  await expect(groups.getByRole('row').filter({ hasText: 'Zeitfenster Erwachsene' })).toHaveCount(1);
  const names = await table.locator('.ticket-table__group th').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
});
