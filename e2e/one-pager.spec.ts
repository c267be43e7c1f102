/**
 * Why this test exists: the one-pager stories prove each step against mocks; this proves the quick
 * checkout end to end on the real server and the built shop — switched on through the operator's
 * admin API like an operator would, the real tickets and capacities, the guest registration, the
 * holds, and the order that leaves for the sandbox payment page. The demo ships with the one-pager
 * off (requirements/one-pager.md §1), so the test publishes it and rolls back to the seeded version afterwards.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { fillGuestForm } from './helpers/checkout.ts';
import { test } from './helpers/test.ts';

const ADMIN = '/api/admin/v1';
const OPERATOR = { shop: 'museen', email: 'operator@museen.example', password: 'Museen-Operator-2026' };
type Settings = Record<string, unknown> & { onePager?: Record<string, unknown> };

/** The Naturkunde day tickets (open every day, 7 % VAT) in the seed: adults first, then reduced. */
async function naturkundeDayTickets(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/api/v4/tickets?by_ticket_types[]=normal&per_page=1000&locale=de', { headers: { 'X-Shop-Url': 'museen' } });
  expect(response.ok()).toBe(true);
  const { tickets } = (await response.json()) as { tickets: { id: number; title: string; vat_pct: number; is_mantle: boolean }[] };
  const ids = ['Tageskarte Erwachsene', 'Tageskarte ermäßigt'].map((title) => tickets.find((ticket) => ticket.title === title && ticket.vat_pct === 7 && !ticket.is_mantle)?.id);
  expect(ids.every(Boolean), 'seed day tickets of the Naturkunde museum').toBe(true);
  return ids as number[];
}

/** Signs the operator in, saves the changed settings as the draft and publishes; returns the version to roll back to. */
async function publishSettings(request: APIRequestContext, change: (settings: Settings) => Settings): Promise<number> {
  expect((await request.post(`${ADMIN}/session`, { data: OPERATOR })).status()).toBe(201);
  const current = (await (await request.get(`${ADMIN}/draft`)).json()) as { draft: { settings: Settings }; revision: number; live_version: number };
  const saved = await request.put(`${ADMIN}/draft`, { data: { settings: change(current.draft.settings), revision: current.revision } });
  expect(saved.status(), await saved.text()).toBe(200);
  const { revision } = (await saved.json()) as { revision: number };
  expect((await request.post(`${ADMIN}/publish`, { data: { revision, summary: 'e2e: one-pager on' } })).status()).toBe(201);
  return current.live_version;
}

/** Publishes the seeded version again, so the specs after this one see the demo as seeded. */
async function rollBack(request: APIRequestContext, version: number): Promise<void> {
  const { revision } = (await (await request.get(`${ADMIN}/draft`)).json()) as { revision: number };
  expect((await request.post(`${ADMIN}/versions/${version}/rollback`, { data: { revision } })).status()).toBe(201);
  await request.delete(`${ADMIN}/session`);
}


test('a visitor buys two day tickets on the one-pager and reaches the sandbox payment page', async ({ page, request }) => {
  const ticketIds = await naturkundeDayTickets(request);
  const seeded = await publishSettings(request, (settings) => ({
    ...settings, onePager: { ...settings.onePager, enabled: true, ticketIds, quickSelectButtons: 4, showVatExemptNote: false },
  }));
  try {
    await page.goto('/#/onepager');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Schnellkauf', level: 1 })).toBeVisible();
    await main.getByRole('group', { name: 'Schnellauswahl „Tageskarte Erwachsene“' }).getByRole('button', { name: '2' }).click();
    await expect(main.getByRole('combobox', { name: 'Anzahl „Tageskarte Erwachsene“' })).toHaveValue('2');
    await main.getByRole('button', { name: 'Weiter', exact: true }).click();

    await expect(main.getByRole('heading', { name: '2. Ihre Kontaktdaten' })).toBeVisible();
    await fillGuestForm(page, `onepager-${Date.now()}@example.org`, 'Weiter zur Übersicht');

    const overview = main.getByRole('table', { name: 'Ihre Bestellung' });
    await expect(overview).toBeVisible({ timeout: 15_000 });
    await expect(overview.getByRole('row', { name: /Tageskarte Erwachsene 2/ })).toBeVisible();
    await expect(overview.getByText(/MwSt\. 7 %/)).toBeVisible();
    // Step 3: the names of the persons on the tickets, one form per ticket (requirements/one-pager.md §1).
    for (const [person, name] of [['Person 1 von 2', 'Gerda'], ['Person 2 von 2', 'Otto']] as const) {
      const group = main.getByRole('group', { name: person });
      await group.getByRole('textbox', { name: 'Vorname' }).fill(name);
      await group.getByRole('textbox', { name: 'Nachname' }).fill('Gast');
      await group.getByRole('textbox', { name: 'E-Mail' }).fill(`${name.toLowerCase()}@example.org`);
    }
    await main.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }).check();
    await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    // The default payment mode (credit card) leaves for the sandbox provider's hosted page.
    await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Bezahlen/ })).toBeVisible();
  } finally {
    await rollBack(request, seeded);
  }
});
