import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { couponsHandlers } from '../../../../tests/mocks/handlers/coupons.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** The coupons form's button; the annual tickets below have their own (requirements/products-and-merchandise.md §2.2 Coupons). */
const couponsAddButton = (canvas: { getAllByRole: (role: 'button', options: { name: string }) => HTMLElement[] }) =>
  canvas.getAllByRole('button', { name: 'In den Warenkorb' })[0]!;

/**
 * /coupons (requirements/products-and-merchandise.md §2.2 'Coupons', requirements/products-and-merchandise.md §5, requirements/products-and-merchandise.md §9.2 'Coupons'): value coupons and ticket coupons with
 * quantities minAvailable..maxAvailable (0 prepended), against tests/mocks/handlers/goods.ts.
 */
const meta = {
  title: 'Coupons/Coupons',
  parameters: { route: '/coupons' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...couponsHandlers.default(), ...cartHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvas: ReturnType<typeof within>, title: string) => canvas.findByRole('combobox', { name: `Anzahl „${title}“` }, SLOW);
const optionsOf = (element: HTMLElement) => within(element).getAllByRole('option').map((option) => option.textContent);

/** Both tables; quantities 0, 1..11 (spec defaults); the info toggle reveals the reduction reason. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Gutscheine', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Wertgutscheine' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ticketgutscheine' })).toBeVisible();
    await expect(optionsOf(await select(canvas, 'Wertgutschein 25 €'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    const toggle = canvas.getByRole('button', { name: 'Ermäßigungsgrund zu „Ticketgutschein Kunsthalle“ anzeigen' });
    await expect(canvas.queryByText('Freikarte: der Eintritt ist bereits bezahlt.')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Freikarte: der Eintritt ist bereits bezahlt.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...couponsHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Gutscheine', level: 1 }, SLOW)).toBeVisible();
    await expect(within(canvas.getByRole('main')).getAllByRole('status')[0]).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...couponsHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Derzeit sind keine Gutscheine erhältlich.', {}, SLOW)).toBeVisible();
  },
};

/** requirements/products-and-merchandise.md §2: a coupon-list load error is a warning, which takes focus. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...couponsHandlers.error());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Gutscheine', level: 1 }, SLOW)).toBeVisible();
    // Two retries of the 500 come first (engine/app/shop-instance.ts).
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Die Gutscheine konnten nicht geladen werden.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** requirements/products-and-merchandise.md §5: all quantities 0 → the selection alert, focused. */
export const NoSelection: Story = {
  play: async ({ canvas }) => {
    await select(canvas, 'Wertgutschein 25 €');
    await userEvent.click(couponsAddButton(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte wählen Sie mindestens einen Gutschein aus.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** Booked out: the selects are disabled and marked. */
export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(...couponsHandlers.soldOut());
  },
  play: async ({ canvas }) => {
    await expect(await select(canvas, 'Ticketgutschein Kunsthalle')).toBeDisabled();
    await expect(canvas.getAllByText('Ausgebucht')).toHaveLength(3);
  },
};

/** 3 left: the warning style (capacity < 10) and at most 3 offered. */
export const FewLeft: Story = {
  beforeEach({ msw }) {
    msw.use(...couponsHandlers.fewLeft());
  },
  play: async ({ canvas }) => {
    const ticket = await select(canvas, 'Ticketgutschein Kunsthalle');
    await expect(optionsOf(ticket)).toEqual(['0', '1', '2', '3']);
    await expect(ticket.closest('tr')).toHaveClass('coupons-row--warning');
    await expect(canvas.getAllByText('Nur noch 3 verfügbar')).toHaveLength(3);
  },
};

/** Issue 8: settings cart.coupons {minAvailable, maxAvailable} show their effect at once. */
export const MaxQuantity: Story = {
  parameters: { shop: { settings: { cart: { coupons: { minAvailable: 2, maxAvailable: 4 } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(optionsOf(await select(canvas, 'Wertgutschein 25 €'))).toEqual(['0', '2', '3', '4']);
  },
};

/** Value and ticket coupons land in the cart in the server's shape (no donation step by default). */
export const AddToCart: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await select(canvas, 'Wertgutschein 25 €'), '2');
    await userEvent.selectOptions(await select(canvas, 'Ticketgutschein Kunsthalle'), '1');
    await userEvent.click(couponsAddButton(canvas));
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 }, SLOW)).toBeVisible();
    await expect(readCart().items.map((item) => [item.type, item.attributes])).toEqual([
      ['Coupon', { id: 1, quantity: 2, shipped_with_merchandise_id: null }],
      ['Coupon', { id: 3, quantity: 1, shipped_with_merchandise_id: null }],
    ]);
  },
};

/** donations.enabledFor.coupons: the donation step comes before the cart (requirements/cart.md §4.2). */
export const DonationStep: Story = {
  parameters: { shop: { settings: { donations: { enabledFor: { coupons: true } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await select(canvas, 'Wertgutschein 25 €'), '1');
    await userEvent.click(couponsAddButton(canvas));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ohne Spende weiter' })).toBeVisible(), SLOW);
  },
};
