import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { merchandiseHandlers } from '../../../../tests/mocks/handlers/merchandise.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/**
 * /merchandise/detail/:id (requirements/products-and-merchandise.md §2.1 'Merchandise', requirements/products-and-merchandise.md §5, requirements/cart.md §9.1): quantity 0..min(maxQuantity, 10),
 * price, line total, total, included VAT and add to cart, against tests/mocks/handlers/goods.ts.
 */
const meta = {
  title: 'Merchandise/MerchandiseDetail',
  parameters: { route: '/merchandise/detail/2' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.default(), ...cartHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const quantity = (canvas: ReturnType<typeof within>) => canvas.findByRole('combobox', { name: 'Anzahl' }, SLOW);
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
const amounts = (canvasElement: HTMLElement) => canvasElement.querySelector('.goods-amounts')!.textContent;

/** Two catalogues: 58,00 €, of which 9,26 € VAT (19 %). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Katalog „Farbräume“', level: 1 }, SLOW)).toBeVisible();
    const select = await quantity(canvas);
    await expect(optionsOf(select)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(amounts(canvasElement)).toContain('58,00'));
    await expect(amounts(canvasElement)).toContain('9,26');
    await expect(canvas.getByText('enthaltene MwSt. (19 %)')).toBeVisible();
  },
};

/** The detail's loader waits for the article; the shop shows its busy indicator meanwhile. */
export const Loading: Story = {
  parameters: {
    axe: { disabledRules: [{ id: 'page-has-heading-one', reason: 'The router\'s hydrate fallback (app/routes.ts) shows before any route renders its heading.' }] },
  },
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, SLOW)).toBeInTheDocument();
  },
};

/** requirements/products-and-merchandise.md §8: an article that cannot load → /page/error with namespace merchandise.detail.error. */
export const Error: Story = {
  parameters: { route: '/merchandise/detail/999' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Artikel nicht gefunden', level: 1 }, SLOW)).toBeVisible();
  },
};

/** Bad input gets the same clear page, not a blank screen: a non-numeric id never reaches the API. */
export const BadId: Story = {
  parameters: { route: '/merchandise/detail/abc' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Artikel nicht gefunden', level: 1 }, SLOW)).toBeVisible();
  },
};

/** requirements/products-and-merchandise.md §5.1: quantity must be > 0; the alert takes focus. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await quantity(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte wählen Sie eine Anzahl größer als 0.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(readCart().items ?? []).toHaveLength(0);
  },
};

export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.soldOut());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ausverkauft', {}, SLOW)).toBeVisible();
    await expect(await quantity(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  },
};

/** 3 left: the warning badge (capacity < 10) and no more than 3 offered. */
export const FewLeft: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.fewLeft());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nur noch 3 Stück verfügbar', {}, SLOW)).toBeVisible();
    await expect(optionsOf(await quantity(canvas))).toEqual(['0', '1', '2', '3']);
  },
};

/** Issue 8: settings cart.merchandise.maxQuantity shows its effect at once. */
export const MaxQuantity: Story = {
  parameters: { shop: { settings: { cart: { merchandise: { maxQuantity: 4 } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(optionsOf(await quantity(canvas))).toEqual(['0', '1', '2', '3', '4']);
  },
};

/** requirements/products-and-merchandise.md §9: 10 % off 29,00 € = 26,10 € a unit; 3 units: line total 87,00 €, total 78,30 €. */
export const Discount: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.discount());
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(await quantity(canvas), '3');
    await expect(canvas.getByText('−10 %')).toBeVisible();
    await waitFor(() => expect(amounts(canvasElement)).toMatch(/29,00.*26,10.*87,00.*78,30/));
  },
};

/** A postage article is added by the cart; on its own it has no order form. */
export const ShippingArticle: Story = {
  parameters: { route: '/merchandise/detail/1' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/nicht einzeln erhältlich/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull();
  },
};

/** Add to cart goes straight to the cart (requirements/products-and-merchandise.md §4) with the item in the server's shape. */
export const AddToCart: Story = {
  beforeEach({ msw }) {
    msw.use(...merchandiseHandlers.discount());
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await quantity(canvas), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 }, SLOW)).toBeVisible();
    const [item] = readCart().items;
    await expect(item).toMatchObject({ type: 'Merchandise', attributes: { id: 2, quantity: 2, shipped_with_merchandise_id: 1 }, cart: { price_cents: 2610 } });
    await expect((await canvas.findAllByText('52,20 €', {}, SLOW))[0]).toBeVisible();
  },
};
