import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './account.ts';
import { openKunsthalleDay, openTicketScreen, quantityOf } from './tickets.ts';

/** The radio labels of museen's payment modes (the server's mode names, requirements/payment.md §2.2). */
export const METHOD = { redirect: 'Kreditkarte', iframe: 'PayPal', form: 'Sofortüberweisung', sepa: 'SEPA-Lastschrift' } as const;

/** Puts `quantity` × 'Zeitfenster Erwachsene' (ticket 4, Kunsthalle) at `time` on `day` into the cart and opens it. */
export async function addTimeSlotTicket(page: Page, day: string, time = '12:00', quantity = 1): Promise<void> {
  await openTicketScreen(page, `/tickets/time?group=timeSlot&museum_id=1&date=${day}`);
  await page.getByRole('button', { name: new RegExp(`^${time}`) }).click();
  await quantityOf(page, 'Zeitfenster Erwachsene').selectOption(String(quantity));
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  // museen offers a donation after tickets (schemas/examples/museen.json).
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  await expect(page).toHaveURL(/#\/cart/);
}

/** Cart → 'Zur Kasse' → (/checkout/user →) guest form; returns to the cart signed in as a guest. */
export async function continueAsGuest(page: Page, email = uniqueEmail('guest')): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Zur Kasse' }).click();
  // requirements/checkout-and-orders.md §4.1: with registration allowed the choice page comes first; without it the guest form.
  await expect(page).toHaveURL(/#\/(checkout\/user|user\/guest)/);
  if (page.url().includes('/checkout/user')) await main.getByRole('link', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByRole('heading', { name: 'Als Gast bestellen', level: 1 })).toBeVisible();
  await fillGuestForm(page, email, 'Als Gast fortfahren');
  await expect(page).toHaveURL(/#\/cart/);
  return email;
}

/** On the cart: picks the payment radio and goes to checkout (terms first when the cart asks for them). */
export async function checkOutWith(page: Page, method: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(method) }).check();
  const terms = main.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ });
  if (await terms.count()) await terms.check();
  await main.getByRole('button', { name: 'Zur Kasse' }).click();
}

/** A guest with one time-slot ticket in the cart, right up to leaving for the payment. */
export async function guestCheckout(page: Page, method: string, day = openKunsthalleDay(5), time = '12:00'): Promise<string> {
  await addTimeSlotTicket(page, day, time);
  const email = await continueAsGuest(page);
  await checkOutWith(page, method);
  return email;
}

/** The success page's order number; the URL carries the order token. */
export async function successOrder(page: Page): Promise<{ id: string; token: string }> {
  await expect(page).toHaveURL(/#\/checkout\/success/, { timeout: 20_000 });
  const number = await page.getByRole('main').getByText(/Bestellung Nr\. \d+/).first().innerText();
  const token = new URL(page.url().replace('#/', '')).searchParams.get('orderId')!;
  return { id: /\d+/.exec(number)![0], token };
}

/** The shop's embedded direct-debit form (requirements/payment.md §2.1) with the sandbox's test IBAN. */
export async function payWithSepa(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Per SEPA-Lastschrift bezahlen', level: 1 })).toBeVisible();
  await main.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await main.getByRole('textbox', { name: 'Kontoinhaber' }).fill('Gerda Gast');
  await main.getByRole('button', { name: 'Jetzt bezahlen' }).click();
}

/** The shop's embedded card form (requirements/payment.md §2.1) with the sandbox's plain test card (no 3-D Secure). */
export async function payWithCard(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mit Karte bezahlen', level: 1 })).toBeVisible();
  await main.getByRole('textbox', { name: 'Kartennummer' }).fill('4242424242424242');
  await main.getByRole('textbox', { name: 'Ablaufmonat' }).fill('12');
  await main.getByRole('textbox', { name: 'Ablaufjahr' }).fill('2099');
  await main.getByRole('textbox', { name: 'CVC' }).fill('123');
  await main.getByRole('textbox', { name: 'Karteninhaber' }).fill('Gerda Gast');
  await main.getByRole('button', { name: 'Jetzt bezahlen' }).click();
}

/** Fills the level-10 registration form (guest checkout, VIP registration) and submits it with `submit`. */
export async function fillGuestForm(page: Page, email: string, submit: string): Promise<void> {
  const main = page.getByRole('main');
  // The form fills its defaults once salutations, countries and newsletter groups have loaded; typing
  // earlier is overwritten on a cold start (seen on the second demo shop), so let the reads settle.
  await page.waitForLoadState('networkidle');
  await main.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' });
  await main.getByRole('textbox', { name: 'Vorname' }).fill('Gerda');
  await main.getByRole('textbox', { name: 'Nachname' }).fill('Gast');
  await main.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await main.getByRole('textbox', { name: 'E-Mail bestätigen' }).fill(email);
  await main.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Lindenallee 5');
  await main.getByRole('textbox', { name: 'PLZ', exact: true }).fill('12345');
  await main.getByRole('textbox', { name: 'Ort', exact: true }).fill('Flussstadt');
  await main.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Deutschland' });
  const terms = main.getByRole('checkbox', { name: /AGB/ });
  if (await terms.count()) await terms.check();
  await main.getByRole('button', { name: submit }).click();
}
