import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** The login screen (requirements/accounts.md §2.1 shop.user.login, requirements/accounts.md §5.3, requirements/accounts.md §8.1) against the account mocks. */
const meta = {
  title: 'Account/Login',
  parameters: { route: '/user/login' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signing in lands on the account overview (no redirectState given). */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'erika.musterfrau@example.org');
    await userEvent.type(canvas.getByLabelText(/^Passwort/), 'Geheim-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(await canvas.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  },
};

/** requirements/accounts.md §8.1: one message for every failed login, whatever the server said. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.signInFails());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-Mail' }), 'erika.musterfrau@example.org');
    await userEvent.type(canvas.getByLabelText(/^Passwort/), 'falsch');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Die Anmeldedaten sind nicht korrekt. Bitte versuchen Sie es erneut.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** requirements/accounts.md §5.1, requirements/accounts.md §5.3: after submit every rule shows, and focus moves to the first invalid field. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'E-Mail' });
    await userEvent.type(email, 'erika@');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    await expect(email).toHaveAccessibleDescription('Die E-Mail-Adresse ist ungültig.');
    await expect(canvas.getByLabelText(/^Passwort/)).toHaveAccessibleDescription('Bitte geben Sie ein Passwort an.');
    await waitFor(() => expect(email).toHaveFocus());
  },
};
