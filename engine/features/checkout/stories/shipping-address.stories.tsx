import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildMerchandiseItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /checkout/shipping-address (requirements/checkout-and-orders.md §2.2): the billing address or a new one (POST /customer/customer_addresses). */
const meta = {
  title: 'Checkout/ShippingAddress',
  parameters: { route: '/checkout/shipping-address', session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default(), ...checkoutHandlers.placing());
    storeCart([buildMerchandiseItem()]);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A different address with empty fields: each required field says what is missing. */
export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    const same = await canvas.findByRole('checkbox', { name: 'Rechnungsadresse auch für den Versand verwenden' }, SLOW);
    if ((same as HTMLInputElement).checked) await userEvent.click(same);
    await userEvent.click(canvas.getByRole('button', { name: 'Bestätigen und weiter' }));
    await expect(await canvas.findByText('Bitte geben Sie die Straße ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte geben Sie die PLZ ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte geben Sie den Ort ein.')).toBeVisible();
    await expect(canvas.getByText('Bitte wählen Sie ein Land.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Straße und Hausnummer/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new address is saved and its id goes with the order; then the process step places it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const same = await canvas.findByRole('checkbox', { name: 'Rechnungsadresse auch für den Versand verwenden' }, SLOW);
    if ((same as HTMLInputElement).checked) await userEvent.click(same);
    await userEvent.type(canvas.getByRole('textbox', { name: /Straße und Hausnummer/ }), 'Am Hafen 3');
    await userEvent.type(canvas.getByRole('textbox', { name: /PLZ/ }), '20457');
    await userEvent.type(canvas.getByRole('textbox', { name: /Ort/ }), 'Hamburg');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Land/ }), 'Deutschland');
    await userEvent.click(canvas.getByRole('button', { name: 'Bestätigen und weiter' }));
    await expect(await canvas.findByText('Ihre Bestellung wird aufgegeben …')).toBeVisible();
    await waitFor(() => expect(readCart().shippingAddressId).toBe(99));
  },
};
