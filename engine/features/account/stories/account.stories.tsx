import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/account (requirements/accounts.md §2.2): profile summary, selected address, the latest 5 orders. */
const meta = {
  title: 'Account/Overview',
  parameters: { route: '/user/account', session: { status: 'user' } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mein Konto', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Kundenkonto-Navigation' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Profil' })).toHaveTextContent('Erika Musterfrau');
    const address = canvas.getByRole('region', { name: 'Rechnungsadresse' });
    await expect(address).toHaveTextContent('Lindenallee 5');
    await expect(within(address).getByRole('link', { name: 'Adresse verwalten' })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Bestellung 1004' })).toBeVisible();
    await expect(canvas.queryByText('Sie erhalten Sonderpreise.')).not.toBeInTheDocument();
  },
};

/** requirements/accounts.md §2.2: the account lists the latest 5 orders, newest first, without paging. */
export const LatestFiveOrders: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.orders(12));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mein Konto', level: 1 }, SLOW)).toBeVisible();
    const orders = await canvas.findAllByRole('article', { name: /^Bestellung \d+$/ }, SLOW);
    await expect(orders).toHaveLength(5);
    await expect(canvas.queryByRole('navigation', { name: 'Bestellseiten' })).not.toBeInTheDocument();
  },
};

/** The institution address is selected: its audience (3) differs from the shop default (requirements/accounts.md §6.3). */
export const SpecialPrices: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('institution'));
  },
  play: async ({ canvas }) => {
    const address = await canvas.findByRole('region', { name: 'Rechnungsadresse' });
    await expect(address).toHaveTextContent('Gymnasium am Fluss');
    await expect(within(address).getByRole('status')).toHaveTextContent('Sie erhalten Sonderpreise.');
    await expect(within(address).getByRole('link', { name: '2 Adressen verwalten' })).toBeVisible();
  },
};

/** requirements/accounts.md §2.2: anonymous visitors go to login with redirectState, and come back after signing in. */
export const Anonymous: Story = {
  parameters: { session: { status: 'anonymous' } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail' }), 'erika.musterfrau@example.org');
    await userEvent.type(canvas.getByLabelText(/^Passwort/), 'Geheim-2026');
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: 'Anmelden' }));
    await expect(await canvas.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  },
};

/** A guest (level 10) is no account holder (requirements/accounts.md §4.1) and is sent to login as well. */
export const Guest: Story = {
  parameters: { session: { status: 'guest' } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  },
};
