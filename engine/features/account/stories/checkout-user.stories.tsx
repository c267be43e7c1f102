import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /checkout/user (requirements/checkout-and-orders.md §2.1, requirements/accounts.md §6.2): log in, register (when allowed) or continue as a guest. */
const meta = {
  title: 'Account/CheckoutUser',
  parameters: { route: '/checkout/user' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zur Kasse', level: 1 }, SLOW)).toBeVisible();
    // requirements/checkout-and-orders.md §6.1 'You must log in to continue...', in the shop's words.
    await expect(canvas.getByText('Bitte melden Sie sich an, registrieren Sie sich oder bestellen Sie als Gast, um fortzufahren.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ich bin bereits Kunde' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Neu hier?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Als Gast fortfahren' })).toBeVisible();
  },
};

/** The server's config.registration = false hides the register block (requirements/accounts.md §6.2). */
export const WithoutRegistration: Story = {
  parameters: { shop: { config: { registration: false } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Ich bin bereits Kunde' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Neu hier?' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Als Gast bestellen' })).toBeVisible();
  },
};
