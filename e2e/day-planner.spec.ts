/**
 * Why this test exists: the planner's stories prove its states against mocked answers; this journey
 * proves a day plan meets the real server (issue 18): the entry slot's tickets are held, the tour and
 * the event are built from the server's prices, all three reach the cart in one add, and the calendar
 * file lists all three at the right instants. Seed facts (server/src/db/seed/data): on Thursdays the
 * Kunsthalle (museum 1) has 30-minute slots until 17:00, the 'Kuratorinnenführung „Farbräume“' (17:00–18:15,
 * 75 min, 15,00 €) and the 'Abendvortrag: Farbe und Raum' (18:30, 60 min, first price Erwachsene 8,00 €).
 */
import { expect } from '@playwright/test';
import { berlinDay, berlinSlot, openTicketScreen, quantityOf, storedCartItems } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

const TOUR = 'Kuratorinnenführung „Farbräume“';
const EVENT = 'Abendvortrag: Farbe und Raum';

/** The next Thursday after today (Berlin), when both the curator's tour and the talk take place. */
function nextThursday(): string {
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = berlinDay(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 4) return day;
  }
  throw new Error('no Thursday within a week');
}

/** RFC 5545 section 3.1: unfold, then split into the VEVENT blocks with their properties. */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) { events.push(current); current = null; }
    else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('a day plan with an entry, a tour and an event reaches the cart and its .ics lists all three', async ({ page }) => {
  const day = nextThursday();
  const entry = berlinSlot(day, 16 * 60);
  await openTicketScreen(page, `/tickets/time?group=timeSlot&museum_id=1&date=${day}&time=${encodeURIComponent(entry)}`);
  await page.getByRole('link', { name: /^Tag planen/ }).click();

  await expect(page.getByRole('heading', { name: 'Tag planen', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Einlass am .* um 16:00$/)).toBeVisible();
  const offers = page.getByRole('region', { name: 'Führungen und Veranstaltungen nach Ihrem Einlass' });
  // Nothing before the entry is offered: the Architekturführung's last start is 16:00, its 15:45 start is gone.
  await expect(offers.getByRole('combobox', { name: /Architekturführung/ })).toHaveCount(0);
  await offers.getByRole('checkbox', { name: new RegExp(TOUR) }).check();
  await offers.getByRole('checkbox', { name: new RegExp(EVENT) }).check();
  // The 16:00 Architekturführung (until 17:00) still fits before the curator's tour; nothing is shown as clashing.
  await expect(offers.getByText(/^Überschneidet sich/)).toHaveCount(0);

  await quantityOf(page, 'Zeitfenster Erwachsene').selectOption('2');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();

  const saved = page.getByRole('region', { name: 'Ihr Tag im Warenkorb' });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('listitem')).toHaveText([/^16:00–16:30 Zeitfenster Erwachsene/, new RegExp(`^17:00–18:15 ${TOUR}`), new RegExp(`^18:30–19:30 ${EVENT}`)]);

  const items = await storedCartItems(page) as unknown as { type: string; attributes: Record<string, unknown>; reservation?: unknown }[];
  expect(items.map((item) => item.type)).toEqual(['Ticket', 'Tour', 'Event']);
  expect(items[0]!.reservation).toBeTruthy();
  expect(items[1]!.attributes).toMatchObject({ start_time: berlinSlot(day, 17 * 60), quantity: 2 });

  const [download] = await Promise.all([page.waitForEvent('download'), saved.getByRole('link', { name: /\.ics/ }).click()]);
  expect(download.suggestedFilename()).toBe(`tagesplan-${day}.ics`);
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  const { lines, events } = parseIcs(text);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(events.map((event) => event.SUMMARY)).toEqual(['Zeitfenster Erwachsene', TOUR.replace(/,/g, '\\,'), EVENT]);
  expect(events.map((event) => event.DTSTART)).toEqual([utc(entry), utc(berlinSlot(day, 17 * 60)), utc(berlinSlot(day, 18 * 60 + 30))]);
  expect(events[1]!.DTEND).toBe(utc(berlinSlot(day, 18 * 60 + 15)));
  for (const event of events) {
    expect(event.UID).toMatch(/@/);
    expect(event.LOCATION).toBeTruthy();
  }
  expect(new Set(events.map((event) => event.UID)).size).toBe(3);

  await saved.getByRole('link', { name: 'Zum Warenkorb' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('row').filter({ hasText: TOUR })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: EVENT })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: 'Zeitfenster Erwachsene' })).toBeVisible();
  // The cart keeps the way back to the plan and its calendar file.
  await main.getByRole('link', { name: 'Ihr Tagesplan' }).click();
  await expect(page.getByRole('region', { name: 'Ihr Tag im Warenkorb' }).getByRole('listitem')).toHaveCount(3);
});
