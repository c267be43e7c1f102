import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/**
 * The registration form (requirements/accounts.md §2.1, requirements/accounts.md §5.1, requirements/accounts.md §5.2): GET /customer_salutations, /countries,
 * /newsletter_subscriber_groups, then POST /auth and the confirmation notice.
 */
const meta = {
  title: 'Account/Registration',
  parameters: { route: '/user/registration' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillValidForm(canvas: Canvas) {
  // The options arrive with GET /customer_salutations and /countries.
  await canvas.findByRole('option', { name: 'Frau' });
  await canvas.findByRole('option', { name: 'Deutschland' });
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Anrede' }), 'Frau');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Erika');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nachname' }), 'Musterfrau');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'erika@example.org');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail bestätigen' }), 'erika@example.org');
  await userEvent.type(canvas.getByLabelText(/^Passwort\s*\*?$/), 'Geheim-2026');
  await userEvent.type(canvas.getByLabelText(/^Passwort bestätigen/), 'Geheim-2026');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Lindenallee 5');
  await userEvent.type(canvas.getByRole('textbox', { name: 'PLZ' }), '12345');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ort' }), 'Flussstadt');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Land' }), 'Deutschland');
}

/** A complete form registers and shows the 'check your mailbox' page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Registrieren', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /Newsletter/ })).not.toBeChecked();
    // A group the operator pre-checks starts checked although the groups load after the form.
    await expect(await canvas.findByRole('checkbox', { name: /Einladungen|Eröffnungen/ })).toBeChecked();
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrieren' }));
    await expect(await canvas.findByRole('heading', { name: 'Fast geschafft', level: 1 })).toBeVisible();
  },
};

/** requirements/accounts.md §5.1: submitting an empty form shows every required rule and focuses the first field. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Registrieren' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    const salutation = canvas.getByRole('combobox', { name: 'Anrede' });
    await waitFor(() => expect(salutation).toHaveFocus());
    await expect(salutation).toHaveAccessibleDescription('Bitte geben Sie eine Anrede an.');
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription('Bitte geben Sie Ihren Vornamen an.');
    await expect(canvas.getByRole('textbox', { name: 'E-Mail bestätigen' })).toHaveAccessibleDescription('Bitte bestätigen Sie Ihre E-Mail-Adresse.');
    await expect(canvas.getByLabelText(/^Passwort bestätigen/)).toHaveAccessibleDescription('Bitte bestätigen Sie das Passwort.');
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription('Bitte geben Sie die PLZ an.');
  },
};

/** requirements/accounts.md §5.1: a 422's field messages appear under their fields, the summary above the form. */
export const ServerErrors: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.registrationErrors());
  },
  play: async ({ canvas }) => {
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrieren' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    const email = canvas.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAccessibleDescription('The email has already been taken.');
  },
};

/** requirements/accounts.md §5.2: choosing 'company' adds the VAT number, which is then required. */
export const CompanyRequiresVat: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Registrieren', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'USt-IdNr.' })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Firma' }));
    await fillValidForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Registrieren' }));
    const vat = await canvas.findByRole('textbox', { name: 'USt-IdNr.' });
    await expect(vat).toHaveAccessibleDescription('Bitte geben Sie die USt-IdNr. an.');
    await waitFor(() => expect(vat).toHaveFocus());
  },
};

/** requirements/accounts.md §6.2: with registration not allowed, /user/registration sends the visitor to the login. */
export const NotAllowed: Story = {
  parameters: { shop: { settings: { accounts: { registration: { allowed: false } } } } as ShopStoryParameters['shop'] } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Registrieren', level: 1 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Vorname' })).not.toBeInTheDocument();
  },
};
