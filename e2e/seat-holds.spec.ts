/**
 * Why this test exists: the seat stories prove the plan's states against mocks; this journey proves
 * the hold itself against the real server with two real browsers — a signed-in visitor picks a seat
 * of the seeded 'Konzert im Lichthof' (Fridays 19:30, a 72-seat hall) and an anonymous visitor's plan
 * shows it taken at once; when the holder lets it go, it is free again. requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §6.
 */
import { expect, type Page } from '@playwright/test';
import { logInFromStart, registerByApi, uniqueEmail } from './helpers/account.ts';
import { openTicketScreen } from './helpers/tickets.ts';
import { atRunInstant } from './helpers/clock.ts';
import { test } from './helpers/test.ts';

const CONCERT = 'Konzert im Lichthof';
// A seat no other journey picks: row E, seat 3 (category II).
const SEAT = /^Reihe E, Platz 3,/;

async function openNextConcert(page: Page): Promise<string> {
  const response = await page.request.get(`/api/v4/events?q=${encodeURIComponent('Konzert')}&locale=de`);
  expect(response.status(), await response.text()).toBe(200);
  const { events } = (await response.json()) as { events: { id: number; title: string }[] };
  await openTicketScreen(page, `/event/${events.find((event) => event.title === CONCERT)!.id}`);
  await page.getByRole('button', { name: /^19:30 Uhr/ }).first().click();
  await expect(page.getByRole('group', { name: 'Saalplan' })).toBeVisible();
  return page.url();
}

test('a seat a signed-in visitor picks is taken for everyone else until they let it go', async ({ page, browser }) => {
  const email = uniqueEmail('seats');
  await registerByApi(page.request, email, 'Sitzplatz-2026!');
  await logInFromStart(page, email, 'Sitzplatz-2026!');
  const dateUrl = await openNextConcert(page);

  await page.getByRole('button', { name: SEAT }).click();
  await expect(page.getByRole('button', { name: SEAT })).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext();
  await atRunInstant(other);
  try {
    const anonymous = await other.newPage();
    await anonymous.goto(dateUrl);
    await expect(anonymous.getByRole('button', { name: /^Reihe E, Platz 3, Kategorie II, belegt/ })).toBeDisabled();

    // A reload keeps the holder's choice (held_seats come back chosen).
    await page.reload();
    await expect(page.getByRole('button', { name: SEAT })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: SEAT }).click();
    await expect(page.getByRole('button', { name: SEAT })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => {
      await anonymous.reload();
      return anonymous.getByRole('button', { name: SEAT }).getAttribute('aria-label');
    }).not.toContain('belegt');
    await expect(anonymous.getByRole('button', { name: SEAT })).toBeEnabled();
  } finally {
    await other.close();
  }
});
