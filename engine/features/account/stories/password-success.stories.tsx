import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/password-success (requirements/accounts.md §2.1): a success alert with a title and a text. */
const meta = {
  title: 'Account/PasswordSuccess',
  parameters: { route: '/user/password-success' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Passwort geändert', level: 1 }, SLOW)).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('status')).toHaveTextContent('Ihr Passwort wurde erfolgreich geändert.');
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', expect.stringContaining('/user/login'));
  },
};
