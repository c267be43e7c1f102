import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildOrder } from '../../../../tests/mocks/fixtures/checkout.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

const TOKEN = 'order-token-1042';
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
