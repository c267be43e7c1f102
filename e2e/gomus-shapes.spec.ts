/**
 * Why this test exists (issue 13, the reverse direction): the shop must work against the real go~mus
 * API, not only against our server. Here the built shop runs in a browser while every catalogue and
 * ticket call is answered with the go~mus docs' example answers (e2e/helpers/gomus-examples.ts):
 * one museum "Intro Museum", one time-slot ticket 247 "El Siglo de Oro mit Gemäldegalerie regulär"
 * from 11:00 to 16:30 every 30 minutes, capacities without total_capacities, a calendar of booleans
 * and the example hold. The visitor walks museums → museum → its time-slot link → a day → cart.
 */
import { expect } from '@playwright/test';
import { answerFromExamples } from './helpers/gomus-examples.ts';
import { consentBanner } from './helpers/shop.ts';
import { berlinDay, berlinSlot, quantityOf, storedCartItems } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

test('on the go~mus example answers a visitor finds the museum, picks a time and gets the ticket into the cart', async ({ page }) => {
  const served = await answerFromExamples(page);
  await page.goto('/#/museums');
  const banner = consentBanner(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Ablehnen' }).click();

  await page.getByRole('link', { name: /Intro Museum/ }).first().click();
  await expect(page).toHaveURL(/#\/museum\/1$/);
  // The detail example is another museum than the list's (the docs' examples are independent).
  await expect(page.getByRole('heading', { name: 'Alte Nationalgalerie', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Zeitfenster buchen' }).click();
  await expect(page).toHaveURL(/#\/tickets\/time\?museum_id=1&group=timeSlot/);
  // A week ahead, whatever the run's instant (every day of the example calendar is open).
  const day = berlinDay(7);
  await page.goto(`/#/tickets/time?museum_id=1&group=timeSlot&date=${day}`);
  await page.getByRole('button', { name: /^12:30/ }).click();
  await expect(page.getByRole('heading', { name: 'Tickets wählen', level: 1 })).toBeVisible();
  await expect(page.getByText(/Einlass um 12:30 Uhr/)).toBeVisible();
  await quantityOf(page, 'El Siglo de Oro mit Gemäldegalerie regulär').selectOption('2');
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  // The example ticket is personalised (`personalizeable: true`): one name per person.
  await expect(page.getByRole('heading', { name: 'Wer kommt mit?', level: 1 })).toBeVisible();
  for (const [index, [first, last]] of [['Diego', 'Velázquez'], ['Juana', 'Inés']].entries()) {
    const person = page.getByRole('group', { name: `Person ${index + 1} von 2` });
    await person.getByRole('textbox', { name: 'Vorname' }).fill(first!);
    await person.getByRole('textbox', { name: 'Nachname' }).fill(last!);
  }
  await page.getByRole('button', { name: 'Weiter' }).click();
  const skipDonation = page.getByRole('button', { name: 'Ohne Spende weiter' });
  await expect(page).toHaveURL(/#\/(cart|donation)/);
  if (await skipDonation.isVisible()) await skipDonation.click();
  await expect(page).toHaveURL(/#\/cart/);
  await expect(page.getByText('El Siglo de Oro mit Gemäldegalerie regulär').first()).toBeVisible();

  const [item] = await storedCartItems(page);
  expect(item!.attributes.id).toBe(247);
  expect(item!.attributes.quantity).toBe(2);
  expect(Date.parse(item!.attributes.time)).toBe(Date.parse(berlinSlot(day, 12 * 60 + 30)));
  // The example hold's token, so the cart holds what the example answered.
  expect(item!.reservation?.token).toBe('XBqvPGe09EyXPi4iDC1Mgg');
  // Every step above ran on example answers, not on our server's.
  for (const call of ['GET /museums', 'GET /museums/1', 'GET /tickets', 'GET /tickets/calendar', 'POST /tickets/reservations']) expect(served, call).toContain(call);
  expect(served.some((call) => call.endsWith('/tickets/capacities')), 'capacities').toBe(true);
});
