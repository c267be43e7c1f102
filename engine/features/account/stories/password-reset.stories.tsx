import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { accountHandlers, SERVER_MESSAGES } from '../../../../tests/mocks/handlers/account.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/password-reset (requirements/accounts.md §2.1, requirements/accounts.md §4.1, requirements/accounts.md §5.5): request → waiting; reset → success or failed. */
const meta = {
  title: 'Account/PasswordReset',
  parameters: { route: '/user/password-reset?email=erika.musterfrau%40example.org' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const requested = fn();

type Play = Parameters<NonNullable<Story['play']>>[0];

/** Types a new password twice, saves, and returns the alert, which leads with updateFailed. */
async function saveRefused(canvas: Play['canvas'], userEvent: Play['userEvent']) {
  await userEvent.type(await canvas.findByLabelText(/^Neues Passwort/), 'Neu-Geheim-2026');
  await userEvent.type(canvas.getByLabelText(/^Passwort bestätigen/), 'Neu-Geheim-2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }));
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('Leider konnte Ihr Passwort nicht geändert werden.');
  return alert;
}
const resetRoute = '/user/password-reset?reset_password_token=story-reset';

/** State 'request': the e-mail from the login form's link is prefilled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'E-Mail' }, SLOW)).toHaveValue('erika.musterfrau@example.org');
    await expect(canvas.getByRole('button', { name: 'Link senden' })).toBeEnabled();
  },
};

/** State 'waiting' after POST /auth/password answered. */
export const Waiting: Story = {
  beforeEach({ msw }) {
    requested.mockClear();
    msw.use(...accountHandlers.resetRequested(requested));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link senden' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Wenn Ihre E-Mail-Adresse bei uns hinterlegt ist');
    await expect(requested).toHaveBeenCalledWith('erika.musterfrau@example.org');
    await expect(canvas.queryByRole('textbox', { name: 'E-Mail' })).not.toBeInTheDocument();
  },
};

/** server rate limit: 5 requests an hour per address; the server's message is shown. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.rateLimited());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link senden' }));
    const alert = await canvas.findByRole('alert');
    // requirements/accounts.md §2.1, requirements/accounts.md §8.1 (issue 20): the resetFailed text, then what went wrong.
    await expect(alert).toHaveTextContent('Leider ist beim Zurücksetzen des Passworts ein Fehler aufgetreten.');
    await expect(alert).toHaveTextContent(SERVER_MESSAGES.tooMany);
  },
};

/** State 'reset' (token from the e-mail link): success goes to password-success. */
export const Reset: Story = {
  parameters: { route: resetRoute } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Wählen Sie Ihr neues Passwort.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Neues Passwort/), 'Neu-Geheim-2026');
    await userEvent.type(canvas.getByLabelText(/^Passwort bestätigen/), 'Neu-Geheim-2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }));
    await expect(canvas.getByLabelText(/^Passwort bestätigen/)).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein.');
    await userEvent.clear(canvas.getByLabelText(/^Passwort bestätigen/));
    await userEvent.type(canvas.getByLabelText(/^Passwort bestätigen/), 'Neu-Geheim-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }));
    await expect(await canvas.findByRole('heading', { name: 'Passwort geändert', level: 1 })).toBeVisible();
  },
};

/** requirements/accounts.md §8.1: an expired or used link shows the server's first error (it names no form field). */
export const Error: Story = {
  parameters: { route: resetRoute } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...accountHandlers.resetFails());
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await saveRefused(canvas, userEvent);
    await expect(alert).toHaveTextContent(SERVER_MESSAGES.resetTokenInvalid);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** Issue 20, requirements/accounts.md §2.1: a refused new password shows updateFailed together with globalErrors, the reason under the field. */
export const FieldErrors: Story = {
  parameters: { route: resetRoute } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...accountHandlers.resetPasswordRefused());
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await saveRefused(canvas, userEvent);
    await expect(alert).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    await expect(canvas.getByLabelText(/^Neues Passwort/)).toHaveAccessibleDescription(SERVER_MESSAGES.passwordTooShort);
  },
};
