import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { api } from '../../../../tests/mocks/api-url.ts';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /checkout/process (requirements/checkout-and-orders.md §2.3, requirements/checkout-and-orders.md §4.3): places the order once and acts on meta.status or the error. */
const meta = {
  title: 'Checkout/Process',
  parameters: { route: '/checkout/process', session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
    storeCart([buildTicketItem()]);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = fn();

/** POST /orders has not answered yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.placing());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ihre Bestellung wird aufgegeben …', {}, SLOW)).toBeVisible();
  },
};

/**
 * Issue 20, requirements/checkout-and-orders.md §2.3: /checkout/process takes comment and paymentModeId as URL
 * parameters; they win over what the cart stored.
 */
export const UrlParameters: Story = {
  parameters: { route: '/checkout/process?comment=Rollstuhlplatz%20bitte&paymentModeId=8' },
  beforeEach({ msw }) {
    sent.mockClear();
    msw.use(http.post(api('/orders'), async ({ request }) => {
      sent(await request.json());
      return new Promise<never>(() => undefined);
    }));
  },
  play: async () => {
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ comment: 'Rollstuhlplatz bitte', payment_mode_id: 8 })));
  },
};

/** meta.payment_url: the browser leaves for the provider with the locale appended (here a hash-only URL, so the story stays). */
export const Redirecting: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.redirect(`${location.href.split('#')[0]}#provider`));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie werden zum Zahlungsanbieter weitergeleitet …', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(location.hash).toMatch(/^#provider[?&]locale=de$/));
  },
};

/** shop_behavior 'iframe': the payment page opens in the shop's frame; the URL stays out of the address bar. */
export const Iframe: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.iframe('data:text/html,<title>Testzahlung</title>'));
  },
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle('Zahlungsanbieter', {}, SLOW);
    await expect(frame).toHaveAttribute('src', 'data:text/html,<title>Testzahlung</title>?locale=de');
    await expect(canvas.getByRole('heading', { name: 'Bezahlung', level: 1 })).toBeVisible();
  },
};

/** meta.status 'success' (free order, invoice): straight to success; the cart is emptied there. */
export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.success());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }, SLOW)).toBeVisible();
    await waitFor(() => expect(readCart().items ?? []).toEqual([]));
  },
};

export const Fail: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.fail());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ihr Kauf ist fehlgeschlagen!', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Ihr Kauf war nicht erfolgreich!')).toBeVisible();
  },
};

/** HTTP 500 → unknownOrderStatus (requirements/checkout-and-orders.md §4.3). */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.serverError());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/unbekannter Fehler aufgetreten/, {}, SLOW)).toBeVisible();
  },
};

/** 422 → the server's errors and error_detailed verbatim. */
export const Invalid: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.invalid());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nicht mehr genügend Plätze frei', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Kontingent erschöpft')).toBeVisible();
  },
};

/** 'max total exceeded' has its own text (requirements/checkout-and-orders.md §8.1). */
export const MaximumValue: Story = {
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.maxTotalExceeded());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Die Bestellung überschreitet den maximalen Bestellwert.', {}, SLOW)).toBeVisible();
  },
};
