import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** Guest checkout (requirements/accounts.md §2.1 shop.user.guest, requirements/accounts.md §5.2, requirements/accounts.md §6.2): the registration form at level 10. */
const meta = {
  title: 'Account/Guest',
  parameters: { route: '/user/guest' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No password for guests (requirements/accounts.md §6.2); the address is optional, salutation and language are not. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Als Gast bestellen', level: 1 }, SLOW)).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', expect.stringContaining('redirectState'));
    await expect(canvas.queryByLabelText(/^Passwort/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Als Gast fortfahren' }));
    const salutation = canvas.getByRole('combobox', { name: 'Anrede' });
    await waitFor(() => expect(salutation).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).not.toHaveAttribute('aria-invalid');
  },
};

/** settings accounts.registration.displayLogin off: no login link on the guest form. */
export const WithoutLoginLink: Story = {
  parameters: { shop: { settings: { accounts: { registration: { allowed: true, displayLogin: false } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Als Gast bestellen', level: 1 })).toBeVisible();
    await expect(canvas.queryByText('Schon Kunde?')).not.toBeInTheDocument();
  },
};
