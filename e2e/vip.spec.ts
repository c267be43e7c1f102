import { expect } from '@playwright/test';
import { nextOpenDay, uniqueEmail } from './helpers/account.ts';
import { fillGuestForm } from './helpers/checkout.ts';
import { test } from './helpers/test.ts';

/**
 * The VIP area on the real server (requirements/annual-and-vip.md §2.2 'VIP area', requirements/annual-and-vip.md §4.2 'VIP flow'): a visitor registers
 * as a guest, a wrong code is refused, the demo code (server/src/db/seed/vip-codes.ts) unlocks the VIP
 * ticket, which only that audience may see, and it reaches the cart at its VIP price.
 */
test('a visitor registers in the VIP area, redeems the code and puts the VIP ticket into the cart', async ({ page }) => {
  await page.goto('/#/exclusive/register');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Exklusiver Bereich', level: 1 })).toBeVisible();
  // requirements/frame-and-routing.md §6.1: no cart, login or register links on the VIP registration pages.
  await expect(page.getByRole('link', { name: /Warenkorb/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Benutzerkonto' }).getByRole('link', { name: 'Anmelden' })).toHaveCount(0);

  await fillGuestForm(page, uniqueEmail('vip'), 'Weiter zur Code-Eingabe');
  await expect(page.getByRole('heading', { name: 'Code eingeben', level: 1 })).toBeVisible();
  await main.getByRole('textbox', { name: /Code/ }).fill('FALSCH-0000');
  await main.getByRole('button', { name: 'Weiter' }).click();
  await expect(main.getByRole('alert')).toHaveText('Der Code ist ungültig. Bitte prüfen Sie Ihre Eingabe.');

  await main.getByRole('textbox', { name: /Code/ }).fill('vip-museen-2026');
  await main.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'VIP-Tickets', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/vip=true/);

  // The day of the redirect may be past last entry; the next open day always sells.
  await page.goto(`/#/tickets/filters?vip=true&date=${nextOpenDay()}`);
  const vipTicket = page.getByLabel('Anzahl „VIP-Ticket Kunsthalle“', { exact: true });
  await vipTicket.selectOption('1');
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  await expect(page).toHaveURL(/#\/cart/);
  await expect(main.getByRole('row').filter({ hasText: 'VIP-Ticket Kunsthalle' })).toContainText('9,00 €');
});

test('a visitor without a code never sees the VIP ticket', async ({ page }) => {
  await page.goto(`/#/tickets/filters?vip=true&date=${nextOpenDay()}`);
  await expect(page.getByRole('heading', { name: 'VIP-Tickets', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Anzahl „[^“]*“$/).first()).toBeVisible();
  await expect(page.getByLabel('Anzahl „VIP-Ticket Kunsthalle“', { exact: true })).toHaveCount(0);
});
