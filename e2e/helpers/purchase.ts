import { expect, type Page } from '@playwright/test';

/**
 * Buys one 'Zeitfenster Erwachsene' at 12:00 on `date` as the signed-in user: time screen → cart
 * (terms, credit card) → sandbox payment → success. Returns the order number (id).
 */
export async function buyTimeSlotTicket(page: Page, date: string): Promise<string> {
  await page.goto(`/#/tickets/time?group=timeSlot&date=${date}`);
  await page.getByRole('button', { name: /^12:00/ }).click();
  await page.getByLabel('Anzahl „Zeitfenster Erwachsene“', { exact: true }).first().selectOption('1');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByRole('link', { name: /Warenkorb 1 Artikel/ }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Zur Kasse' }).or(main.getByRole('link', { name: 'Zur Kasse' })).first()).toBeVisible();
  const terms = main.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' });
  if (await terms.count()) await terms.check();
  const card = main.getByRole('radio', { name: /Kreditkarte/ });
  if (await card.count()) await card.check();
  await main.getByRole('button', { name: 'Zur Kasse' }).or(main.getByRole('link', { name: 'Zur Kasse' })).first().click();

  // The sandbox provider's page (server-hosted, requirements/payment.md §2.1) pays and returns to the success page.
  await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
  await expect(page).toHaveURL(/#\/checkout\/success/, { timeout: 20_000 });
  const number = await page.getByRole('main').getByText(/Bestellung Nr\. \d+/).first().innerText();
  return /\d+/.exec(number)![0];
}
