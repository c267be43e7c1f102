import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /checkout/pending without an order id (requirements/checkout-and-orders.md §4.3 'Pending': the test flag). */
const meta = {
  title: 'Checkout/Pending',
  parameters: { route: '/checkout/pending?test=true', session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...checkoutHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The test flag keeps the spinner up without an order to poll, so the screen can be looked at. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ihre Zahlung wird geprüft', level: 1 }, SLOW)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.getByRole('heading', { name: 'Ihre Zahlung wird geprüft', level: 1 })).toBeVisible();
  },
};

/** No order id and no test flag → still_pending at once. */
export const Empty: Story = {
  parameters: { route: '/checkout/pending' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zahlung noch ausstehend', level: 1 }, SLOW)).toBeVisible();
  },
};
