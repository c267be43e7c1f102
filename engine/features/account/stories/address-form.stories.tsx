import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { annualHandlers } from '../../../../tests/mocks/handlers/annual.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/addresses/new and /user/addresses/:id (requirements/accounts.md §2.2, requirements/accounts.md §5.6). */
const meta = {
  title: 'Account/AddressForm',
  parameters: { route: '/user/addresses/new', session: { status: 'user' } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing the home address: prefilled; saving returns to the list. */
export const Default: Story = {
  parameters: { route: '/user/addresses/11' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Adresse bearbeiten', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveValue('Lindenallee 5');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('60'));
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByRole('heading', { name: 'Meine Adressen', level: 1 })).toBeVisible();
  },
};

/** requirements/accounts.md §2.2: an address saved from the annual personalisation returns to that slot's detail. */
export const BackToPersonalisation: Story = {
  parameters: { route: '/user/addresses/11?orderToken=story-annual-token&ticketSaleId=52&personalizationId=13' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Straße und Hausnummer' }, SLOW)).toHaveValue('Lindenallee 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByRole('heading', { name: 'Jahreskarte ermäßigt – Karte 1' }, SLOW)).toBeVisible();
  },
};

/** requirements/accounts.md §5.6: street, zip, city and country are required; the addressee is not. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    const street = canvas.getByRole('textbox', { name: 'Straße und Hausnummer' });
    await waitFor(() => expect(street).toHaveFocus());
    await expect(street).toHaveAccessibleDescription('Bitte geben Sie Straße und Hausnummer an.');
    await expect(canvas.getByRole('textbox', { name: 'Ort' })).toHaveAccessibleDescription('Bitte geben Sie den Ort an.');
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveAccessibleDescription('Bitte wählen Sie ein Land.');
    await expect(canvas.getByRole('textbox', { name: 'Adresszusatz' })).not.toHaveAttribute('aria-invalid');
  },
};

/** requirements/accounts.md §6.4: an institution address opened by URL is not editable. */
export const Locked: Story = {
  parameters: { route: '/user/addresses/12' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('home'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Adressen einer Institution können nicht geändert werden.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Straße und Hausnummer' })).not.toBeInTheDocument();
  },
};
