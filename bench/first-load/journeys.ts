import type { Page } from 'playwright';
import { consentBanner } from '../../e2e/helpers/shop.ts';
import { berlinDay, berlinSlot, quantityOf } from '../../e2e/helpers/tickets.ts';

/** A screen of the first-load bench: where it is and when it counts as shown. */
export interface Journey {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** Run in the same browser profile before the cold load (the cart needs an item in local storage). */
  prepare?: (page: Page, origin: string) => Promise<void>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });


/**
 * Puts one time-slot ticket into the cart the way a visitor does (types screen → add → no
 * donation), so the cart screen loads with a live hold. Seed facts: e2e/tickets.spec.ts.
 */
async function fillCart(page: Page, origin: string): Promise<void> {
  const day = openDayFromNow(14);
  const slot = encodeURIComponent(berlinSlot(day, 12 * 60));
  await page.goto(`${origin}/#/tickets/types?group=timeSlot&museum_id=1&date=${day}&time=${slot}`);
  await heading(page);
  const banner = consentBanner(page);
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Ablehnen' }).click();
  await quantityOf(page, 'Zeitfenster Erwachsene').selectOption('1');
  await page.getByRole('button', { name: /^In den Warenkorb$/ }).click();
  await page.getByRole('button', { name: 'Ohne Spende weiter' }).click();
  await page.waitForURL(/#\/cart/);
  await page.getByText('Zeitfenster Erwachsene').first().waitFor();
}

/**
 * The Kunsthalle's open day `offset` days from the wall clock (a closed Monday moves one on): the
 * bench's server and Lighthouse's browser run on the real clock, and in the evening today's slots are all past.
 */
function openDayFromNow(offset: number): string {
  const now = new Date();
  const day = berlinDay(offset, now);
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 1 ? berlinDay(offset + 1, now) : day;
}

/** The three screens of issue 12, in the demo shop 'Museen am Fluss' (the default shop on 127.0.0.1). */
export const JOURNEYS: Journey[] = [
  { name: 'start', path: '/', ready: heading },
  {
    name: 'time selection', path: `/#/tickets/time?group=timeSlot&date=${openDayFromNow(1)}`,
    ready: async (page) => {
      await heading(page);
      await page.getByRole('button', { name: /^\d{1,2}:\d{2}/ }).first().waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'cart, 1 ticket', path: '/#/cart', prepare: fillCart,
    ready: async (page) => {
      await heading(page);
      await page.getByText('Zeitfenster Erwachsene').first().waitFor({ timeout: 60_000 });
    },
  },
];
