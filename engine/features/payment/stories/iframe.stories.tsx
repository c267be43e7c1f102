import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /payment/iframe (requirements/payment.md §2.1): the provider's page inside the shop; its URL only travels in history state. */
const meta = {
  title: 'Payment/Iframe',
  parameters: { route: '/checkout/process', session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default(), ...checkoutHandlers.iframe('data:text/html,<title>Testzahlung</title>'));
    storeCart([buildTicketItem()]);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reached from the process step, which hands over the URL. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('Zahlungsanbieter', {}, SLOW)).toHaveAttribute('src', expect.stringMatching(/^data:text\/html/));
  },
};

/** Issue 20: the order is placed, so the header no longer offers the cart with its count while the visitor pays. */
export const NoCartBadge: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('Zahlungsanbieter', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Warenkorb/ })).not.toBeInTheDocument();
  },
};

/** Opened without the URL (a reload, a bookmark): checkout failure for that order. */
export const Error: Story = {
  parameters: { route: '/payment/iframe?orderId=order-token-1042&amount=2800&payment_mode=7' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ihr Kauf ist fehlgeschlagen!', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.queryByTitle('Zahlungsanbieter')).not.toBeInTheDocument();
  },
};
