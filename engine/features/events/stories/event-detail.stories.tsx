import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { eventsHandlers } from '../../../../tests/mocks/handlers/events.ts';
import { dateIdOf, EVENT_IDS } from '../../../../tests/mocks/fixtures/events.ts';
import { dateRoute, nextWeekday } from './event-story.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/**
 * The event detail (requirements/events-and-seats.md §2.1 'Event detail'): the date picker, a chosen date's prices,
 * special prices for an institution address (issue 7), the limits of requirements/events-and-seats.md §5.1 Events, the seat plan and
 * the tickets variant. Data: tests/mocks/handlers/events.ts (the seeded 'Abendvortrag').
 */
const meta = { title: 'Events/EventDetail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const thursday = nextWeekday(4);
const talk = `/event/${EVENT_IDS.talk}`;

export const Default: Story = {
  parameters: { route: `${talk}?date=${thursday}` } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Abendvortrag: Farbe und Raum', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
    const date = await canvas.findByRole('button', { name: /18:30 Uhr.*Deutsch.*noch 60 Plätze frei/ }, SLOW);
    await expect(date).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Mehr anzeigen' });
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(date);
    await expect(await canvas.findByLabelText('Anzahl „Erwachsene“', {}, SLOW)).toBeVisible();
  },
};

/** requirements/events-and-seats.md §8.1 Availability: an event without any date ahead says there is nothing to book. */
export const Empty: Story = {
  parameters: { route: talk } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.default({ hasDate: () => false }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Für dieses Angebot ist leider nichts verfügbar.', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText(/Blättern Sie im Kalender/)).not.toBeInTheDocument();
  },
};

/** A Thursday about four months ahead, the only date of the 'FarAhead' story. */
const farThursday = (() => {
  const day = new Date(`${thursday}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * 17);
  return day.toISOString().slice(0, 10);
})();

/**
 * Settings catalogue.eventDates: with the next date months away, the windows extend until they find
 * it, the detail opens on that day, and 'later dates' adds loadMoreExtendDays (requirements/events-and-seats.md §9).
 */
export const FarAhead: Story = {
  parameters: { route: talk, shop: { settings: { catalogue: { eventDates: { windowDays: 60, minDatesBeforeExtend: 1 } } } } } as ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.default({ hasDate: (day) => day >= farThursday && new Date(`${day}T12:00:00Z`).getUTCDay() === 4 }));
  },
  play: async ({ canvas, userEvent }) => {
    const upcoming = within(await canvas.findByRole('region', { name: 'Nächste Termine' }, SLOW));
    const found = (await upcoming.findAllByRole('button', { name: /18:30/ }, SLOW)).length;
    await expect(found).toBeGreaterThan(0);
    // The day list opened on that far date by itself.
    const farDay = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${farThursday}T12:00:00Z`));
    await expect(await canvas.findByRole('heading', { name: new RegExp(`^Termine am .*${farDay}`) }, SLOW)).toBeVisible();
    await userEvent.click(upcoming.getByRole('button', { name: 'Spätere Termine laden' }));
    await waitFor(() => expect(upcoming.getAllByRole('button', { name: /18:30/ }).length).toBeGreaterThan(found), SLOW);
  },
};

export const DateChosen: Story = {
  parameters: { route: dateRoute(EVENT_IDS.talk, thursday) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Erwachsene“', {}, SLOW), '2');
    await expect(canvas.getByText('8,00 €')).toBeVisible();
    await expect(canvas.getByText('Für diese Veranstaltung können maximal 4 Plätze gebucht werden.')).toBeVisible();
    // requirements/events-and-seats.md §5.1 Events: the other price offers only what is left of the 4 per registration.
    await expect(within(canvas.getByLabelText('Anzahl „Ermäßigt“')).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1', '2']);
    await expect(canvas.getByText('16,00 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(readCart().items?.[0]?.attributes).toEqual({ id: dateIdOf(thursday), quantities: { 1: 2 } }));
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 })).toBeVisible();
  },
};

export const SpecialPrices: Story = {
  parameters: { route: dateRoute(EVENT_IDS.talk, thursday), session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('institution'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie erhalten Sonderpreise.', {}, SLOW)).toBeVisible();
    await expect(await canvas.findByText('6,00 €')).toBeVisible();
    await expect(canvas.getByText('4,00 €')).toBeVisible();
    await expect(canvas.queryByText('8,00 €')).not.toBeInTheDocument();
  },
};

export const SoldOut: Story = {
  parameters: { route: dateRoute(EVENT_IDS.talk, thursday) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.soldOut());
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Dieser Termin ist leider ausgebucht.', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
    // Back in the picker, the booked-out day is marked sold out (requirements/events-and-seats.md §4.1 Event dates).
    await userEvent.click(canvas.getByRole('button', { name: 'Anderen Termin wählen' }));
    await expect(await canvas.findByRole('button', { name: new RegExp(`, ${Number(thursday.slice(8))}\\. .*ausgebucht`) }, SLOW)).toBeVisible();
  },
};

const fourInCart = (): CartItem => ({
  type: 'Event', updated_at: new Date().toISOString(), attributes: { id: dateIdOf(thursday), quantities: { 1: 4 } },
  cart: {
    event_id: EVENT_IDS.talk, date_id: dateIdOf(thursday), name: 'Abendvortrag: Farbe und Raum', price_cents: 3200, tax_included: true,
    vats: [{ vat_pct: 7, price_cents: 209 }], available: [1], prices: [{ quantity: 4, title: 'Erwachsene', price_cents: 800 }], startTime: `${thursday}T18:30:00+01:00`,
  },
});

export const MaxPerRegistration: Story = {
  parameters: { route: dateRoute(EVENT_IDS.talk, thursday) } satisfies ShopStoryParameters,
  beforeEach() {
    storeCart([fourInCart()]);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Pro Buchung sind höchstens 4 Plätze möglich/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByLabelText('Anzahl „Erwachsene“')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    route: talk,
    axe: { disabledRules: [{ id: 'page-has-heading-one', reason: 'The route loader waits for the event: no title for a heading yet, and the status announces the wait.' }] },
  } satisfies ShopStoryParameters & { axe: unknown },
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.loading());
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toBeInTheDocument());
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { route: '/event/999' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.notFound());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Angebot nicht gefunden');
  },
};

export const DateError: Story = {
  parameters: { route: dateRoute(EVENT_IDS.talk, thursday) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.dateError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Dieser Termin kann zurzeit nicht gebucht werden.');
  },
};

export const NoSelection: Story = {
  parameters: { route: dateRoute(EVENT_IDS.talk, thursday) } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByLabelText('Anzahl „Erwachsene“', {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte treffen Sie zuerst eine Auswahl.');
    await expect(alert).toHaveFocus();
  },
};

export const TicketsVariant: Story = {
  parameters: { route: `/event/${EVENT_IDS.night}?date=${nextWeekday(6)}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.ticketsVariant());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lange Nacht im Naturkundemuseum', level: 1 }, SLOW)).toBeVisible();
    // The event's own day tickets, chosen and added right here (tickets/routes/event-tickets-section.tsx).
    await expect(await canvas.findByLabelText('Anzahl „Tageskarte Erwachsene“', {}, SLOW)).toBeVisible();
    await expect(canvas.getByLabelText('Anzahl „Kinder unter 6 Jahren“')).toBeVisible();
    await expect(canvas.queryByLabelText('Anzahl „Zeitfenster Erwachsene“')).not.toBeInTheDocument();
  },
};

/** requirements/events-and-seats.md §2.1 tickets variant with time-slot tickets: the entry time goes into the URL, then quantities and add to cart. */
export const TicketsVariantTimeSlot: Story = {
  parameters: { route: `/event/${EVENT_IDS.night}?date=${nextWeekday(6)}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.ticketsVariant([4, 5]), ...cartHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Bitte wählen Sie eine Einlasszeit, um die Tickets zu sehen.', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByLabelText('Anzahl „Zeitfenster Erwachsene“')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '12:00' }));
    // The slot reads its choice back from the URL's time (use-event-params.ts).
    await waitFor(() => expect(canvas.getByRole('button', { name: '12:00' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, SLOW), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(readCart().items?.[0]?.attributes).toMatchObject({ id: 4, quantity: 2 }));
    const time = readCart().items![0]!.attributes.time!;
    await expect(time.slice(0, 16)).toBe(`${nextWeekday(6)}T12:00`);
  },
};

export const Seated: Story = {
  parameters: { route: dateRoute(EVENT_IDS.concert, nextWeekday(5)) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.seated(), ...cartHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    const legend = await canvas.findByRole('list', { name: 'Legende des Saalplans' }, SLOW);
    await expect(legend).toHaveTextContent('Kategorie I 19,00 € – 28,00 €');
    await expect(canvas.getByRole('button', { name: /^Reihe A, Platz 3, Kategorie I, belegt/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Reihe A, Platz 1,/ }));
    await expect(canvas.getByRole('button', { name: /^Reihe A, Platz 1,/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(canvas.getByLabelText('Preis für Reihe A, Platz 1'), 'Ermäßigt');
    await expect(canvas.getByText('19,00 €', { selector: 'td' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zum Warenkorb' }));
    await waitFor(() => expect(readCart().items?.[0]?.attributes).toEqual({ id: dateIdOf(nextWeekday(5)), seats: [{ seat_id: 1, scale_price_id: 2 }] }));
  },
};

/** requirements/events-and-seats.md §4.2 Seats: a signed-in visitor finds the seats they still hold chosen again (after a reload or a login). */
export const SeatsHeldAfterReload: Story = {
  parameters: { route: dateRoute(EVENT_IDS.concert, nextWeekday(5)), session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.seatHolds({ held: [2, 8] }), ...cartHandlers.default());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Reihe A, Platz 2,/ }, SLOW)).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^Reihe B, Platz 2,/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^Reihe A, Platz 1,/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};

/** requirements/events-and-seats.md §4.2 Seats: someone else held the seat first; the visitor is told, the seat stays unchosen and shows taken. */
export const SeatTakenMeanwhile: Story = {
  parameters: { route: dateRoute(EVENT_IDS.concert, nextWeekday(5)), session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...eventsHandlers.seatHolds({ takenByOthers: [5] }), ...cartHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Reihe A, Platz 5,/ }, SLOW));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Dieser Platz wurde gerade von jemand anderem gewählt.');
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Reihe A, Platz 5, Kategorie I, belegt/ })).toBeDisabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Reihe A, Platz 6,/ }));
    // Chosen once the hold is back from the server.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Reihe A, Platz 6,/ })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
