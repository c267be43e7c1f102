import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildMerchandiseItem, buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { allPaymentModes } from './cart-story-settings.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /cart bottom (requirements/cart.md §2.1, requirements/checkout-and-orders.md §4.1, requirements/cart.md §5.1): payment radios, terms and the checkout guards. */
const meta = {
  title: 'Cart/Checkout',
  parameters: { route: '/cart', shop: { settings: allPaymentModes } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
    storeCart([buildTicketItem()]);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every method the settings enable, in the spec's order; no collective invoice without an allowing address. */
export const PaymentRadios: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = within(await canvas.findByRole('group', { name: 'Zahlungsart' }, SLOW));
    await expect(group.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^Kreditkarte/), expect.stringMatching(/^PayPal/), expect.stringMatching(/^SEPA-Lastschrift/), expect.stringMatching(/^Sofortüberweisung/),
    ]);
    await expect(group.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: /Sofortüberweisung/ }));
    await waitFor(() => expect(readCart().orderParams.paymentModeId).toBe('9'));
  },
};

/** The institution address allows collective invoice (mode 6): it is offered first and chosen (requirements/checkout-and-orders.md §4.1). */
export const CollectiveInvoice: Story = {
  parameters: { session: { status: 'user' } },
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('institution'));
  },
  play: async ({ canvas }) => {
    const invoice = await canvas.findByRole('radio', { name: 'Sammelrechnung' }, SLOW);
    await waitFor(() => expect(invoice).toBeChecked());
    await expect(readCart().orderParams.paymentModeId).toBe('6');
  },
};

/** Home address: no collective invoice radio. */
export const NoCollectiveInvoice: Story = {
  parameters: { session: { status: 'user' } },
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('home'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Kreditkarte/ }, SLOW)).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: 'Sammelrechnung' })).not.toBeInTheDocument();
  },
};

/** A signed-in user must accept the terms and pick print@home or post (a postage row exists): the summary takes focus and its link moves focus to the box (requirements/cart.md §5.1). */
export const GuardErrors: Story = {
  parameters: { session: { status: 'user' }, shop: { settings: { ...allPaymentModes, cart: { shipping: { optional: true } } } } },
  beforeEach({ msw }) {
    msw.use(...cartHandlers.withShipping());
    storeCart([buildTicketItem(), buildMerchandiseItem()]);
  },
  play: async ({ canvas, userEvent }) => {
    // The terms box appears once the session is known to be a user's.
    await expect(await canvas.findByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zur Kasse' }));
    const summary = await canvas.findByRole('alert', { name: 'Die Bestellung ist noch nicht möglich' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link', { name: 'Bitte wählen Sie Print@Home oder Versand.' })).toBeVisible();
    await userEvent.click(within(summary).getByRole('link', { name: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.' }));
    await expect(canvas.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An anonymous visitor's checkout renews the holds and leads to /checkout/user (requirements/checkout-and-orders.md §4.1). */
export const CheckoutAnonymous: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Zur Kasse' }, SLOW));
    await expect(await canvas.findByRole('heading', { name: 'Zur Kasse', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Als Gast fortfahren' })).toBeVisible();
  },
};

/** The express wallet (requirements/payment.md §2.2) takes the same entry as the checkout button: an anonymous visitor signs in or continues as a guest first, with PayPal chosen. */
export const ExpressAnonymous: Story = {
  parameters: {
    shop: { settings: { checkout: { paymentModes: { ...allPaymentModes.checkout.paymentModes, expressPayment: true } } } },
  } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Direkt mit PayPal bezahlen' }, SLOW));
    await expect(await canvas.findByRole('heading', { name: 'Zur Kasse', level: 1 }, SLOW)).toBeVisible();
    await expect(readCart().orderParams.paymentModeId).toBe('7');
  },
};

/** requirements/cart.md §2.1: the checkout button's label is configurable (settings cart.checkoutButtonLabelKey). */
export const CheckoutLabel: Story = {
  parameters: { shop: { settings: { cart: { checkoutButtonLabelKey: 'cart.actions.reset' } } } } as ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Warenkorb leeren' }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  },
};
