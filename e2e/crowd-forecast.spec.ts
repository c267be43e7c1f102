/**
 * Why this test exists: the stories prove the forecast's states against mocked answers; this journey proves
 * that the real server's forecast (GET /api/v4/tickets/forecast, learnt from the seed's six weeks of bookings)
 * reaches the built time selection: every Kunsthalle slot of tomorrow — a day the seed already has bookings
 * for — shows a bar as wide as its expected fullness, with the level's text as the slot's description.
 */
import { expect } from '@playwright/test';
import { openKunsthalleDay, openTicketScreen } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

interface SlotForecast { start_time: string; expected: number; booked: number; fullness: number; level: 'quiet' | 'medium' | 'busy' }

const LEVEL_TEXT = { quiet: 'voraussichtlich ruhig', medium: 'voraussichtlich mittel besucht', busy: 'voraussichtlich voll' };

test('the forecast bars show on the time selection against the real server', async ({ page }) => {
  const day = openKunsthalleDay(1);
  const answer = await page.request.get(`/api/v4/tickets/forecast?museum_id=1&date=${day}`);
  expect(answer.status()).toBe(200);
  const slots = ((await answer.json()) as { data: { slots: SlotForecast[] } }).data.slots;
  expect(slots).toHaveLength(15);
  expect(slots.some((slot) => slot.booked > 0)).toBe(true);

  await openTicketScreen(page, `/tickets/time?group=timeSlot&museum_id=1&date=${day}`);
  const noon = slots.find((slot) => slot.start_time.slice(11, 16) === '12:00')!;
  const button = page.getByRole('button', { name: /^12:00/ });
  await expect(button).toHaveAccessibleDescription(LEVEL_TEXT[noon.level]);
  await expect(button.locator(`.time-slot__crowd--${noon.level} > span:first-child`)).toHaveAttribute('style', `width: ${Math.round(noon.fullness * 100)}%;`);
  // Every slot the list shows (its 3-hour window) has its bar.
  const shown = page.locator('.time-slot:not(.time-slot--placeholder)');
  await expect(shown.first()).toBeVisible();
  expect(await page.locator('.time-slot .time-slot__crowd').count()).toBe(await shown.count());
});
