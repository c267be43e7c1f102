import { expect, type Page } from '@playwright/test';
import { consentBanner } from './shop.ts';
import { runInstant, runNow } from './clock.ts';

const TZ = 'Europe/Berlin';

/** The Berlin calendar day `offset` days from now, as the server counts days. */
export function berlinDay(offset: number, now = runNow()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(now.getTime() + offset * 86_400_000));
}

/**
 * The seed's rule: the Kunsthalle is closed on Mondays, so a Monday moves one day on. Counted from the day the run
 * started, which is the day the server seeded (its sold-out and nearly full slots are that many days ahead): a run
 * that starts at Sunday 23:30 is past midnight before its last journeys, and counting from "now" would then land a
 * day after the seed's facts.
 */
export function openKunsthalleDay(offset: number): string {
  const start = new Date(Date.parse(runInstant()));
  const day = berlinDay(offset, start);
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 1 ? berlinDay(offset + 1, start) : day;
}

/** ISO start of `minute` after Berlin midnight on `day`, with the Berlin offset (as the API spells slots). */
export function berlinSlot(day: string, minute: number): string {
  const probe = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en', { timeZone: TZ, timeZoneName: 'shortOffset' }).formatToParts(probe).find((part) => part.type === 'timeZoneName')!.value;
  const hours = Number(name.replace('GMT', '') || '0');
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00+${pad(hours)}:00`;
}

/** Opens a ticket screen and declines the consent banner, which would cover the add button. */
export async function openTicketScreen(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = consentBanner(page);
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Ablehnen' }).click();
}

export interface StoredCartItem {
  attributes: { id: number; quantity: number; time: string; sub_ticket_times?: Record<string, string>; sub_ticket_quantities?: Record<string, number> };
  reservation?: { token: string; valid_until: string };
}

/** The cart as the shop stored it (key `<prefix>.cart`). */
export async function storedCartItems(page: Page): Promise<StoredCartItem[]> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.cart'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { items: StoredCartItem[] }).items : [];
  });
}

/** The quantity select of a ticket row, named after the ticket. */
export const quantityOf = (page: Page, title: string) => page.getByLabel(`Anzahl „${title}“`, { exact: true });

/** Presses Tab until `target` has focus (at most `max` times); fails when it never gets there. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 80): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
