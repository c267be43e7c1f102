import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atomValue, type ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { addCartItemsAtom } from '../../cart/state/cart.atoms.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/confirmation-success (requirements/accounts.md §2.1, requirements/accounts.md §4.1): the e-mail link's landing page. */
const meta = {
  title: 'Account/ConfirmationSuccess',
  parameters: { route: '/user/confirmation-success?confirmation_token=story-confirmation' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story shop's storage prefix (with-shop.tsx default). */
const PREFIX = '201600627v4';
const ticket = {
  type: 'Ticket' as const, updated_at: new Date().toISOString(), attributes: { id: 4, quantity: 2 },
  cart: { name: 'Zeitfenster Erwachsene', price_cents: 1400, tax_included: true, vats: [], available: [1, 2] },
};

/** Confirmed, empty cart, not signed in: a login button instead of the address selector. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.confirmationOk());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vielen Dank, Ihre E-Mail-Adresse ist bestätigt.', undefined, SLOW)).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('Ihr Warenkorb ist leer. Entdecken Sie unsere Angebote.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Zum Warenkorb und zur Kasse' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Anmelden' })).toBeVisible();
  },
};

/** requirements/accounts.md §2.1, requirements/accounts.md §4.1: with items in the cart, checkout is possible; a signed-in user picks the address in the selector. */
export const WithCart: Story = {
  parameters: { session: { status: 'user' }, atoms: [atomValue(addCartItemsAtom(PREFIX), [ticket])] } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('home'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ihr Warenkorb wartet: Sie können Ihre Bestellung jetzt abschließen.', undefined, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Rechnungsadresse' }, SLOW)).toHaveDisplayValue('Lindenallee 5, 12345 Flussstadt');
    await expect(canvas.getByRole('link', { name: 'Zum Warenkorb und zur Kasse' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Rechnungsadresse wählen' })).toHaveAttribute('href', expect.stringContaining('select'));
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.confirmationFails());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Der Bestätigungslink ist ungültig oder wurde bereits verwendet.');
  },
};
