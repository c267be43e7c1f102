import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildOrder } from '../../../../tests/mocks/fixtures/checkout.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { VISITING } from '../../../../tests/mocks/fixtures/waiting-room.ts';
import { clearQueueCookies, waitingRoomHandlers } from '../../../../tests/mocks/handlers/waiting-room.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';
import { DEFAULT_STORAGE_PREFIX } from '../../shop/lib/storage-prefix.ts';

const TOKEN = 'order-token-1042';
const left = fn();
/** Fast polling so the pending stories end within a play (spec default 2 s × 15). */
const fastPoll = { checkout: { timing: { pendingPollIntervalMs: 500, pendingPollMaxAttempts: 3 } } };

/** /checkout/pending, /still_pending and /success (requirements/checkout-and-orders.md §2, requirements/checkout-and-orders.md §4.3 'Pending', requirements/checkout-and-orders.md §4.4). */
const meta = {
  title: 'Checkout/Result',
  parameters: { route: `/checkout/success?orderId=${TOKEN}`, session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's success: after-sale information, the order lines and a PDF link per ticket; no orders link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByText('Bitte zeigen Sie das Ticket am Eingang der Kunsthalle vor.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'PDF herunterladen: Zeitfenster Erwachsene' })).toHaveAttribute('href', expect.stringContaining(`/orders/1042/tickets/4.pdf?token=${TOKEN}&locale=de`));
    await expect(canvas.queryByRole('link', { name: 'Bestellungen ansehen' })).not.toBeInTheDocument();
  },
};

/** An annual ticket links to its personalisation by the order token (no PDF). */
export const AnnualTicket: Story = {
  beforeEach({ msw }) {
    const annual = { id: 502, type: 'Ticket', price_cents: 9000, attributes: { id: 9, title: 'Jahreskarte', quantity: 1, ticket_type: 'annual', is_voucher: false } };
    msw.use(http.get(api('/orders/:id'), () => HttpResponse.json({ order: buildOrder({ items: [annual] }) })));
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Jahreskarte jetzt personalisieren (Inhaber, Foto, Startdatum)' }, SLOW);
    await expect(link).toHaveAttribute('href', expect.stringContaining(`/annual/personalisation/${TOKEN}`));
  },
};

/**
 * Issue 20: the summary reads each booking as the cart did — an event of 3 people is '3 × Abendvortrag'
 * with its price lines, a seated event names its seats, a tour its participants, language and equipment.
 */
export const BookingDetails: Story = {
  beforeEach({ msw }) {
    const event = { id: 503, type: 'Event', price_cents: 2100, attributes: { id: 81, title: 'Abendvortrag', quantity: 3, event_id: 8, start_time: '2026-05-08T19:00:00+02:00',
      quantities: [{ title: 'Erwachsene', quantity: 2, price_cents: 800 }, { title: 'Ermäßigt', quantity: 1, price_cents: 500 }], seats: [] } };
    const seated = { id: 504, type: 'Event', price_cents: 5400, attributes: { id: 82, title: 'Konzert im Lichthof', quantity: 2, event_id: 9, start_time: '2026-05-08T20:00:00+02:00',
      quantities: [{ title: 'Erwachsene – Kategorie I', quantity: 2, price_cents: 2700 }],
      seats: [{ title: 'Reihe A, Platz 3', category: 'Kategorie I', price_title: 'Erwachsene' }, { title: 'Reihe A, Platz 4', category: 'Kategorie I', price_title: 'Erwachsene' }] } };
    const tour = { id: 505, type: 'Tour', price_cents: 10600, attributes: { id: 83, title: 'Altstadtführung', tour_id: 3, start_time: '2026-05-10T11:00:00+02:00', participants: 12,
      language: 'Englisch', age_group: 'Erwachsene', prices: [{ title: null, quantity: 1, price_cents: 9000, group: true }, { title: 'Pro Person ab 11 Personen', quantity: 2, price_cents: 800, surcharge: true }],
      equipment: [{ id: 1, title: 'Audioguide', quantity: 3 }] } };
    msw.use(http.get(api('/orders/:id'), () => HttpResponse.json({ order: buildOrder({ total_price_cents: 18100, items: [event, seated, tour] }) })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 × Abendvortrag', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('2 × Erwachsene')).toBeVisible();
    await expect(canvas.getByText('2 × Konzert im Lichthof')).toBeVisible();
    await expect(canvas.getByText(/Reihe A, Platz 4 · Kategorie I · Erwachsene/)).toBeVisible();
    await expect(canvas.getByText('Teilnehmende: 12')).toBeVisible();
    await expect(canvas.getByText('Sprache: Englisch')).toBeVisible();
    await expect(canvas.getByText('Audioguide: 3')).toBeVisible();
    await expect(canvas.getByText('2 × Pro Person ab 11 Personen')).toBeVisible();
  },
};

/** Issue 20: each PDF can be viewed and downloaded (the server names the file). */
export const PdfDownload: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'PDF herunterladen: Zeitfenster Erwachsene' }, SLOW)).toHaveAttribute('href', expect.stringContaining('download=1'));
    await expect(canvas.getByRole('link', { name: 'PDF ansehen: Zeitfenster Erwachsene' })).not.toHaveAttribute('href', expect.stringContaining('download=1'));
  },
};

/**
 * requirements/checkout-and-orders.md §9.1: a success orderId of 18 or more characters is a token; the order loads
 * without a valid session (a payment return in a fresh tab).
 */
export const AnonymousByToken: Story = {
  parameters: { session: { status: 'anonymous' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 × Zeitfenster Erwachsene', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'PDF herunterladen: Zeitfenster Erwachsene' })).toBeVisible();
  },
};

/** requirements/waiting-room.md §4.1: after a successful order the waiting-room place is given up (DELETE leave). */
export const LeavesWaitingRoom: Story = {
  parameters: { shop: { settings: { waitingRoom: { enabled: true, host: '/queue' } } } } as ShopStoryParameters,
  beforeEach({ msw }) {
    left.mockClear();
    clearQueueCookies();
    msw.use(...waitingRoomHandlers.default({ statuses: [VISITING], onLeave: left }));
    // The visitor came through the queue earlier; checkout pages bypass it, so the token is all that is left of it.
    document.cookie = `${DEFAULT_STORAGE_PREFIX}waiting_room_token=story-queue-token; Path=/`;
    return clearQueueCookies;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }, SLOW)).toBeVisible();
    await waitFor(() => expect(left).toHaveBeenCalled());
  },
};

/** A signed-in user also gets the link to the order list. */
export const SuccessForUser: Story = {
  parameters: { session: { status: 'user' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Bestellungen ansehen' }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'PDF herunterladen: Zeitfenster Erwachsene' })).toBeVisible();
  },
};

/** Pending polls GET /orders/{id}: outstanding at first, paid on a later read → success. */
export const Pending: Story = {
  parameters: { route: `/checkout/pending?orderId=${TOKEN}`, shop: { settings: fastPoll } },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.paidAfterPoll());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ihre Zahlung wird geprüft', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};

/** Still outstanding after the last attempt → still_pending. */
export const StillPending: Story = {
  parameters: { route: `/checkout/pending?orderId=${TOKEN}`, shop: { settings: fastPoll } },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.pending());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zahlung noch ausstehend', level: 1 }, { timeout: 6000 })).toBeVisible();
  },
};

/** The provider reported a failed payment (payment_status 40) → paymentFailure. */
export const PendingThenFailed: Story = {
  parameters: { route: `/checkout/pending?orderId=${TOKEN}`, shop: { settings: fastPoll } },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.failed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zahlung fehlgeschlagen', level: 1 }, SLOW)).toBeVisible();
  },
};

/** The order was canceled meanwhile (payment window over) → orderCanceled. */
export const PendingThenCanceled: Story = {
  parameters: { route: `/checkout/pending?orderId=${TOKEN}`, shop: { settings: fastPoll } },
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.canceled());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bestellung storniert', level: 1 }, SLOW)).toBeVisible();
  },
};

/** Issue 17: beside each ticket's PDFs one "Add to Apple Wallet" per unit, and the order's "Save to Google Wallet". */
export const WalletPasses: Story = {
  parameters: { shop: { config: { wallets: { apple: true, google: true } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('link', { name: 'Zu Apple Wallet hinzufügen: Zeitfenster Erwachsene (1/2)' }, SLOW);
    await expect(first).toHaveAttribute('href', expect.stringContaining(`/orders/1042/tickets/4.pkpass?token=${TOKEN}&locale=de&unit=1`));
    await expect(canvas.getByRole('link', { name: 'Zu Apple Wallet hinzufügen: Zeitfenster Erwachsene (2/2)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'In Google Wallet speichern' })).toHaveAttribute('href', expect.stringContaining(`/orders/1042/google-wallet?token=${TOKEN}&locale=de`));
  },
};

/** Issue 17: Apple only (no Google service account configured): no Google button. */
export const WalletAppleOnly: Story = {
  parameters: { shop: { config: { wallets: { apple: true, google: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: /Zu Apple Wallet hinzufügen/ }, SLOW))).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'In Google Wallet speichern' })).not.toBeInTheDocument();
  },
};
