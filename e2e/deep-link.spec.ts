/**
 * Why this test exists (issue 13): shop links written for the go~mus shop carry the day and the
 * entry time, often with a raw `+` in the offset. Against the real server and the built bundle,
 * such a link opens the day with that time chosen and its tickets on screen, without a further
 * click. Seed facts used: Kunsthalle (museum 1, closed Mondays) sells time-slot tickets from 10:00.
 */
import { expect } from '@playwright/test';
import { berlinSlot, openKunsthalleDay, openTicketScreen, quantityOf } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

test('a deep link with date and time shows the tickets of that time at once', async ({ page }) => {
  const day = openKunsthalleDay(10);
  // Written as in the issue: the offset's `+` left unencoded.
  await openTicketScreen(page, `/tickets/time?museum_id=1&group=timeSlot&date=${day}&time=${berlinSlot(day, 10 * 60)}`);
  await expect(page.getByRole('button', { name: /^10:00/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(quantityOf(page, 'Zeitfenster Erwachsene')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie eine Einlasszeit, um die Tickets zu sehen.')).toHaveCount(0);
});
