import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { merchandiseHandlers } from '../../../../tests/mocks/handlers/merchandise.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /merchandise/list (requirements/products-and-merchandise.md §2.1 'Merchandise'): every article as a product card, against tests/mocks/handlers/goods.ts. */
const meta = {
  title: 'Merchandise/MerchandiseList',
  parameters: { route: '/merchandise/list' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const RETRIED = { timeout: 10_000 };

/** Three articles; the postage article is not sold on its own, so it has no card. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museumsshop', level: 1 }, SLOW)).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: 'Katalog „Farbräume“' })).toHaveAttribute('href', expect.stringContaining('/merchandise/detail/2'));
    await expect(main.getAllByRole('listitem')).toHaveLength(3);
    await expect(main.queryByRole('link', { name: 'Versand per Post' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museumsshop', level: 1 }, SLOW)).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Derzeit sind keine Artikel erhältlich.', {}, SLOW)).toBeVisible();
  },
};

/** The list failing shows the generic error banner, which takes focus. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.error());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museumsshop', level: 1 }, SLOW)).toBeVisible();
    // Two retries of the 500 come first (engine/app/shop-instance.ts).
    const alert = await canvas.findByRole('alert', {}, RETRIED);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};
