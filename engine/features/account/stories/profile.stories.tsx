import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildCustomer } from '../../../../tests/mocks/fixtures/account.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/profile (requirements/accounts.md §2.2, requirements/accounts.md §5.4): profile data and password change, each with its own PUT /auth. */
const meta = {
  title: 'Account/Profile',
  parameters: { route: '/user/profile', session: { status: 'user' } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const updates = fn();

export const Default: Story = {
  beforeEach({ msw }) {
    updates.mockClear();
    msw.use(http.put(api('/auth'), async ({ request }) => {
      updates(await request.json());
      return HttpResponse.json({ status: 'success', data: buildCustomer() });
    }));
  },
  play: async ({ canvas, userEvent }) => {
    const profile = within(await canvas.findByRole('form', { name: 'Profildaten' }, SLOW));
    const password = within(canvas.getByRole('form', { name: 'Passwort ändern' }));
    await expect(await profile.findByRole('textbox', { name: 'Vorname' })).toHaveValue('Erika');
    // requirements/accounts.md §5.4: the password form sends nothing until its rules hold.
    await userEvent.click(password.getByRole('button', { name: 'Speichern' }));
    await expect(password.getByLabelText(/^Aktuelles Passwort/)).toHaveAccessibleDescription('Bitte geben Sie ein Passwort an.');
    await expect(updates).not.toHaveBeenCalled();
    await userEvent.clear(profile.getByRole('textbox', { name: 'Vorname' }));
    await userEvent.type(profile.getByRole('textbox', { name: 'Vorname' }), 'Erika Maria');
    await userEvent.click(profile.getByRole('button', { name: 'Speichern' }));
    await expect(await profile.findByRole('status')).toHaveTextContent('Ihr Profil wurde gespeichert.');
    await waitFor(() => expect(updates).toHaveBeenCalledWith(expect.objectContaining({ name: 'Erika Maria', email_confirmation: 'erika.musterfrau@example.org' })));
  },
};

/** requirements/accounts.md §5.4: the server's password message sits under the field. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(http.put(api('/auth'), () => HttpResponse.json({ error: 'Please correct the errors below.', errors: { current_password: ['is invalid'] } }, { status: 422 })));
  },
  play: async ({ canvas, userEvent }) => {
    const password = within(await canvas.findByRole('form', { name: 'Passwort ändern' }));
    await userEvent.type(password.getByLabelText(/^Aktuelles Passwort/), 'falsch');
    await userEvent.type(password.getByLabelText(/^Neues Passwort/), 'Neu-Geheim-2026');
    await userEvent.type(password.getByLabelText(/^Passwort bestätigen/), 'Neu-Geheim-2026');
    await userEvent.click(password.getByRole('button', { name: 'Speichern' }));
    await expect(await password.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    await expect(password.getByLabelText(/^Aktuelles Passwort/)).toHaveAccessibleDescription('is invalid');
  },
};
