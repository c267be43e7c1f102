import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildMerchandiseItem, buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /cart extras (requirements/cart.md §2.1, requirements/cart.md §4.3, requirements/cart.md §5.1): coupon form outcomes, voucher, donation, shipping, comment and reset. */
const meta = {
  title: 'Cart/Extras',
  parameters: {
    route: '/cart',
    shop: { settings: { cart: { coupons: { allowUse: true } } } },
  } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
    storeCart([buildTicketItem({ quantity: 2 })]);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const redeem = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'], code: string) => {
  const input = await canvas.findByRole('textbox', { name: 'Gutscheincode' }, SLOW);
  if (code) await userEvent.type(input, code);
  await userEvent.click(canvas.getByRole('button', { name: 'Einlösen' }));
};

/** A value coupon lowers the total and shows its own line (28,00 − 25,00). */
export const CouponRedeemed: Story = {
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, 'GUTSCHEIN25');
    await expect(await canvas.findByText('Der Gutschein GUTSCHEIN25 wurde eingelöst.')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Gutschein GUTSCHEIN25 [−-]25,00/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Gesamtsumme 3,00/ })).toBeVisible();
  },
};

export const CouponNotValid: Story = {
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, 'ABGELAUFEN');
    await expect(await canvas.findByText('Der Gutschein ist nicht gültig')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Gutscheincode' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // The refused code's field takes the focus back, with the reason as its description.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription('Der Gutschein ist nicht gültig');
  },
};

/** A coupon without value left (LEER0000), and an empty form, both read 'empty' (requirements/cart.md §5.1). */
export const CouponEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, '');
    await expect(await canvas.findByText('Der Gutschein ist leer')).toBeVisible();
    await redeem(canvas, userEvent, 'LEER0000');
    await expect(await canvas.findByText('Der Gutschein ist leer')).toBeVisible();
    await expect(readCart().coupons).toEqual([]);
  },
};

export const CouponRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(...cartHandlers.couponRateLimited());
  },
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, 'GUTSCHEIN25');
    await expect(await canvas.findByText(/Zu viele Versuche/)).toBeVisible();
  },
};

export const CouponError: Story = {
  beforeEach({ msw }) {
    msw.use(...cartHandlers.couponError());
  },
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, 'GUTSCHEIN25');
    await expect(await canvas.findByText('Beim Prüfen Ihres Gutscheins ist ein Problem aufgetreten')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Gutscheincode' })).toHaveFocus());
  },
};

/** FREIKARTE1 is a voucher for ticket 4: one unit splits off and costs nothing (requirements/cart.md §5.1). */
export const VoucherApplied: Story = {
  play: async ({ canvas, userEvent }) => {
    await redeem(canvas, userEvent, 'FREIKARTE1');
    await expect(await canvas.findByText('Gutschein FREIKARTE1')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Gesamtsumme 14,00/ })).toBeVisible();
    await waitFor(() => expect(readCart().items.map((item) => item.attributes.quantity)).toEqual([1, 1]));
  },
};

/** The add-donation button puts the fixed donation (settings donations.addDonation) into the cart. */
export const DonationAdded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /spenden$/ }, SLOW));
    await expect(await canvas.findByText(/Spende: Restaurierung/)).toBeVisible();
    await waitFor(() => expect(readCart().donations).toEqual([{ value: 100, campaign_id: 2 }]));
  },
};

/** Issue 19: a visitor who declined on the donation step is not asked again in the cart. */
export const DonationNotAskedTwice: Story = {
  parameters: { route: '/donations' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ohne Spende weiter' }, SLOW));
    await expect(await canvas.findByRole('textbox', { name: 'Gutscheincode' }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Unterstützen Sie uns' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /spenden$/ })).not.toBeInTheDocument();
  },
};

/** Issue 19: nor after giving there; the donation shows as its row instead. */
export const DonationGivenNotAskedAgain: Story = {
  parameters: { route: '/donations' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^5,00/ }, SLOW));
    await userEvent.click(canvas.getByRole('button', { name: 'Spende hinzufügen' }));
    await expect(await canvas.findByText(/Spende: Restaurierung/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Unterstützen Sie uns' })).not.toBeInTheDocument();
    await waitFor(() => expect(readCart().skipDonation).toBe(true));
  },
};

/** Optional shipping with a postage row from POST /cart: print at home or by post (requirements/cart.md §4.3). */
export const ShippingChoice: Story = {
  parameters: { shop: { settings: { cart: { shipping: { optional: true } } } } },
  beforeEach({ msw }) {
    msw.use(...cartHandlers.withShipping());
    storeCart([buildTicketItem({ quantity: 1 }), buildMerchandiseItem()]);
  },
  play: async ({ canvas, userEvent }) => {
    const group = await canvas.findByRole('group', { name: 'Wie möchten Sie Ihre Tickets erhalten?' }, SLOW);
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Versand/ }));
    await expect(canvas.getByRole('radio', { name: /Versand/ })).toBeChecked();
    await waitFor(() => expect(readCart().shippingSelection).toBe(true));
  },
};

/** Settings cart.shipping.defaultSelection: the choice starts at print at home until the visitor picks. */
export const ShippingDefault: Story = {
  parameters: { shop: { settings: { cart: { shipping: { optional: true, defaultSelection: 'printAtHome' } } } } },
  beforeEach({ msw }) {
    msw.use(...cartHandlers.withShipping());
    storeCart([buildTicketItem({ quantity: 1 }), buildMerchandiseItem()]);
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('group', { name: 'Wie möchten Sie Ihre Tickets erhalten?' }, SLOW);
    await expect(canvas.getByRole('radio', { name: /Print@Home/ })).toBeChecked();
    await expect(readCart().shippingSelection).toBeNull();
    // Print at home drops the postage row, yet the choice stays so the visitor can switch to shipping.
    await userEvent.click(canvas.getByRole('radio', { name: /Versand/ }));
    await waitFor(() => expect(readCart().shippingSelection).toBe(true));
  },
};

/**
 * Issue 20: annual cards are always posted (requirements/cart.md §4.3), so a cart of annual tickets offers no
 * Print@Home/Versand choice and checkout is not held up by one; the postage row stays.
 */
export const AnnualAlwaysPosted: Story = {
  parameters: { shop: { settings: { cart: { shipping: { optional: true } } } } },
  beforeEach({ msw }) {
    msw.use(...cartHandlers.withShipping());
    const annual = buildTicketItem({ quantity: 1, name: 'Jahreskarte', price: 6000 });
    storeCart([{ ...annual, reservation: undefined, attributes: { id: 9, quantity: 1, time: annual.attributes.time, shipped_with_merchandise_id: 9 }, cart: { ...annual.cart, type: 'Annual', meta: undefined } }]);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('row', { name: /Versandkosten/ }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Wird per Post verschickt')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Wie möchten Sie Ihre Tickets erhalten?' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Zur Kasse' }));
    await expect(await canvas.findByRole('heading', { name: 'Zur Kasse', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.queryByText('Bitte wählen Sie Print@Home oder Versand.')).not.toBeInTheDocument();
  },
};

/** Settings cart.showComment and cart.showReset: the comment box and the reset button appear. */
export const CommentAndReset: Story = {
  parameters: { shop: { settings: { cart: { showComment: true, showReset: true } } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Kommentar hinzufügen', {}, SLOW));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ihr Kommentar zur Bestellung' }), 'Rollstuhl');
    await waitFor(() => expect(readCart().orderParams.customerComment).toBe('Rollstuhl'));
    await userEvent.click(canvas.getByRole('button', { name: 'Warenkorb leeren' }));
    await expect(await canvas.findByText(/Der Warenkorb ist leer/)).toBeVisible();
  },
};
