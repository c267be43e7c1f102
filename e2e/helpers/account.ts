import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { runNow } from './clock.ts';

/** Demo customer of the 'museen' shop (server/src/db/seed/accounts): home and institution address. */
export const DEMO = { email: 'demo@museen.example', password: 'Demo-Passwort-2026' } as const;

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}@example.org`;

/** Registers through the API (POST /auth), for journeys about what comes after registration. */
export async function registerByApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/v4/auth', {
    data: {
      customer_salutation_id: 2, name: 'Erika', surname: 'Muster', email, email_confirmation: email, password, password_confirmation: password,
      level: 20, customer_type: '1', addr_street: 'Lindenallee 5', addr_zip: '12345', addr_city: 'Flussstadt', addr_country_id: 60, language_id: 1, terms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The login screen's form; lands on `expected` (default: the account overview). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await main.getByLabel(/^Passwort/).fill(password);
  await main.getByRole('button', { name: 'Anmelden' }).click();
}

/** Opens /user/login and signs in; waits for the account overview. */
export async function logInFromStart(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/#/user/login');
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
}

/** The next day the Kunsthalle is open (closed on Mondays), as YYYY-MM-DD in Europe/Berlin. */
export function nextOpenDay(from = runNow()): string {
  const day = new Date(from.getTime() + 24 * 3600_000);
  const berlin = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day);
  if (new Date(`${berlin()}T12:00:00Z`).getUTCDay() === 1) day.setTime(day.getTime() + 24 * 3600_000);
  return berlin();
}

/**
 * Selects the demo customer's institution address (Humboldt-Gymnasium, special prices) or the home
 * address on /user/addresses. A failed earlier run may have left the institution selected; the
 * seeded demo selects the home address, and journeys switch back to it at their end.
 */
export async function selectAddress(page: Page, institution: boolean): Promise<void> {
  await page.goto('/#/user/addresses');
  await expect(page.getByRole('heading', { name: 'Meine Adressen', level: 1 })).toBeVisible();
  const cards = page.locator('div.account-card');
  const card = institution ? cards.filter({ hasText: 'Humboldt-Gymnasium' }) : cards.filter({ hasNotText: 'Humboldt-Gymnasium' });
  if (!(await card.getByText('Ausgewählt').count())) await card.getByRole('button', { name: 'Diese Adresse verwenden' }).click();
  await expect(card.getByText('Ausgewählt')).toBeVisible();
}
