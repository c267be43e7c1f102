import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { allPaymentModes } from './cart-story-settings.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /cart top (requirements/cart.md §2.1, requirements/accounts.md §6.3): the signed-in user's address select, special prices and collective invoice. */
const meta = {
  title: 'Cart/AddressSelector',
  parameters: { route: '/cart', session: { status: 'user' }, shop: { settings: allPaymentModes } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
    storeCart([buildTicketItem()]);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home and institution address: choosing the institution posts select_address like
 * /user/addresses?select, and the cart follows with special prices and collective invoice (mode 6).
 */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('home'));
  },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Rechnungsadresse' }, SLOW);
    await expect(select).toHaveDisplayValue('Lindenallee 5, 12345 Flussstadt');
    await expect(canvas.queryByRole('radio', { name: 'Sammelrechnung' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Adressen verwalten' })).toHaveAttribute('href', '/user/addresses?select=true');
    await userEvent.selectOptions(select, 'Gymnasium am Fluss, Sekretariat, Schulweg 1, 12345 Flussstadt');
    const invoice = await canvas.findByRole('radio', { name: 'Sammelrechnung' }, SLOW);
    await waitFor(() => expect(invoice).toBeChecked());
    await expect(readCart().orderParams.paymentModeId).toBe('6');
    const section = within(select.closest('section')!);
    await expect(section.getByRole('status')).toHaveTextContent('Sie erhalten Sonderpreise.');
  },
};

/** One address only: nothing to choose, so no selector. */
export const SingleAddress: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Kreditkarte/ }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Rechnungsadresse' })).not.toBeInTheDocument();
  },
};
