import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildOrder, buildOrderItem } from '../../../../tests/mocks/fixtures/account.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/orders (requirements/accounts.md §2.2, requirements/checkout-and-orders.md §4.2, requirements/checkout-and-orders.md §4.4): panels, derived status, downloads, pagination. */
const meta = {
  title: 'Account/Orders',
  parameters: { route: '/user/orders', session: { status: 'user' } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;


/** One order per derived status; PDFs only for valid orders with a token (requirements/checkout-and-orders.md §4.4). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const paid = within(await canvas.findByRole('article', { name: 'Bestellung 1004' }, SLOW));
    await expect(paid.getByText('Bezahlt')).toBeVisible();
    // server/src/features/orders/order-json.ts sends donation_cents (requirements/accounts.md §2.2 donation rows).
    await expect(paid.getByText('Spende: Restaurierung').closest('tr')).toHaveTextContent(/5,00\s€/);
    // requirements/accounts.md §2.2: the thumbnail comes from orderable.product.picture.thumbnail.
    await expect(paid.getByRole('table').querySelector('img.order-panel__thumb')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
    await expect(paid.getByText('Bitte an der Kasse abholen.')).toBeVisible();
    await expect(paid.getByRole('link', { name: 'PDF herunterladen' })).toHaveAttribute('href', expect.stringContaining('/orders/1004/tickets/7301.pdf?token=paid-token'));
    const free = within(canvas.getByRole('article', { name: 'Bestellung 1003' }));
    await expect(free.getByText('Kostenlos')).toBeVisible();
    await expect(free.getByRole('link', { name: 'PDF herunterladen' })).toBeVisible();
    const unpaid = within(canvas.getByRole('article', { name: 'Bestellung 1002' }));
    await expect(unpaid.getByText('Unbezahlt')).toBeVisible();
    await expect(unpaid.queryByRole('link', { name: 'PDF herunterladen' })).not.toBeInTheDocument();
    const canceled = within(canvas.getByRole('article', { name: 'Bestellung 1001' }));
    await expect(canceled.getByText('Storniert')).toBeVisible();
    await expect(canceled.queryByRole('link', { name: 'PDF herunterladen' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Bestellseiten' })).not.toBeInTheDocument();
  },
};

/**
 * requirements/checkout-and-orders.md §3.4: a go~mus server sends lowercase types. The event row still links the product, counts
 * once and offers the booking's PDF (attributes.id 8802, not the order item id 602, requirements/checkout-and-orders.md §7.1).
 */
export const LowercaseTypes: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.orderList([buildOrder({
      id: 1010, token: 'gomus-token', total_price_cents: 3000,
      items: [buildOrderItem({ id: 602, type: 'event', price_cents: 3000, orderable: null, attributes: { id: 8802, title: 'Kuratorenführung', quantity: 3, event_id: 44 } })],
    })]));
  },
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('article', { name: 'Bestellung 1010' }, SLOW));
    await expect(order.getByRole('link', { name: 'PDF herunterladen' })).toHaveAttribute('href', expect.stringContaining('/orders/1010/events/8802.pdf?token=gomus-token'));
    await expect(order.getByRole('link', { name: 'Zum Angebot' })).toHaveAttribute('href', expect.stringContaining('/event/44'));
    // Issue 20: the row counts the 3 people booked; the line total stays the item's price (never price × quantity).
    const row = order.getByText('Kuratorenführung').closest('tr')!;
    await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('3');
    await expect(within(row).getAllByRole('cell')[4]).toHaveTextContent(/^30,00\s€$/);
  },
};

/** Issue 20: a seated event names its seats and a tour its participants, age group and equipment, as the cart did. */
export const BookingDetails: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.orderList([buildOrder({
      id: 1011, token: 'details-token', total_price_cents: 15400,
      items: [
        buildOrderItem({ id: 603, type: 'Event', price_cents: 5400, attributes: { id: 8803, title: 'Konzert im Lichthof', quantity: 2, event_id: 9,
          seats: [{ title: 'Reihe A, Platz 3', category: 'Kategorie I', price_title: 'Erwachsene' }, { title: 'Reihe A, Platz 4', category: 'Kategorie I', price_title: 'Erwachsene' }] } }),
        buildOrderItem({ id: 604, type: 'Tour', price_cents: 10000, attributes: { id: 8804, title: 'Altstadtführung', tour_id: 3, participants: 12, age_group: 'Erwachsene',
          language: 'Deutsch', equipment: [{ id: 1, title: 'Audioguide', quantity: 2 }] } }),
      ],
    })]));
  },
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('article', { name: 'Bestellung 1011' }, SLOW));
    await expect(order.getByText(/Reihe A, Platz 3 · Kategorie I · Erwachsene/)).toBeVisible();
    await expect(within(order.getByText('Konzert im Lichthof').closest('tr')!).getAllByRole('cell')[2]).toHaveTextContent('2');
    await expect(order.getByText('Teilnehmende: 12')).toBeVisible();
    await expect(order.getByText('Altersgruppe: Erwachsene')).toBeVisible();
    await expect(order.getByText('Audioguide: 2')).toBeVisible();
  },
};

/** Settings locale.dateFormats: the operator's short pattern (CLDR) dates each order. */
export const DateFormat: Story = {
  parameters: { shop: { settings: { locale: { dateFormats: { short: 'd. MMMM y' } } } } as ShopStoryParameters['shop'] } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const paid = within(await canvas.findByRole('article', { name: 'Bestellung 1004' }, SLOW));
    await expect(paid.getByText('14. März 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.loadingOrders());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Meine Bestellungen', level: 1 })).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent(/.+/));
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.emptyOrders());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben noch keine Bestellungen.')).toBeVisible();
  },
};

/** 12 orders, 5 a page: next loads page 2 (ids 2007–2003), previous appears. */
export const Paginated: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.orders(12));
  },
  play: async ({ canvas, userEvent }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Bestellseiten' });
    await expect(pages).toHaveTextContent('Seite 1 von 3');
    await expect(canvas.getByRole('article', { name: 'Bestellung 2012' })).toBeVisible();
    await expect(within(pages).queryByRole('link', { name: 'Zurück' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Weiter' }));
    await expect(await canvas.findByRole('article', { name: 'Bestellung 2007' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Bestellung 2012' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Bestellseiten' })).toHaveTextContent('Seite 2 von 3');
    await expect(canvas.getByRole('link', { name: 'Zurück' })).toBeVisible();
  },
};

/**
 * Issue 17: with both wallets offered, a paid order has "Add to Apple Wallet" per admission unit
 * (by the order token, like the PDF) and one "Save to Google Wallet"; an unpaid order says the passes
 * follow payment; a canceled one offers nothing.
 */
export const WalletPasses: Story = {
  parameters: { shop: { config: { wallets: { apple: true, google: true } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const paid = within(await canvas.findByRole('article', { name: 'Bestellung 1004' }, SLOW));
    await expect(paid.getByRole('link', { name: 'Zu Apple Wallet hinzufügen: Zeitfenster Erwachsene (2/2)' }))
      .toHaveAttribute('href', expect.stringContaining('/orders/1004/tickets/7301.pkpass?token=paid-token&locale=de&unit=2'));
    await expect(paid.getByRole('link', { name: 'In Google Wallet speichern' })).toHaveAttribute('href', expect.stringContaining('/orders/1004/google-wallet?token=paid-token'));
    const unpaid = within(canvas.getByRole('article', { name: 'Bestellung 1002' }));
    await expect(unpaid.queryByRole('link', { name: /Wallet/ })).not.toBeInTheDocument();
    await expect(unpaid.getAllByText('Wallet-Tickets gibt es nach der Zahlung.')[0]).toBeVisible();
    const canceled = within(canvas.getByRole('article', { name: 'Bestellung 1001' }));
    await expect(canceled.queryByText(/Wallet/)).not.toBeInTheDocument();
  },
};

/** Issue 17: a shop without wallet passes (switched off, or a go~mus server that sends no config.wallets) shows only the PDFs. */
export const WalletNotConfigured: Story = {
  parameters: { shop: { config: { wallets: { apple: false, google: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const paid = within(await canvas.findByRole('article', { name: 'Bestellung 1004' }, SLOW));
    await expect(paid.getByRole('link', { name: 'PDF herunterladen' })).toBeVisible();
    await expect(paid.queryByText(/Wallet/)).not.toBeInTheDocument();
  },
};
