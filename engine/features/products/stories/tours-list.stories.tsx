import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { productsHandlers } from '../../../../tests/mocks/handlers/products.ts';

/** /products/tours: the events list's filters over GET /tours (requirements/catalogue.md §2.6 'Product lists'). */
const meta = {
  title: 'Products/ToursList',
  parameters: { route: '/products/tours' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...productsHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Führungen', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Architekturführung' })).toHaveAttribute('href', '/product/tour/2');
    await expect(canvas.getByRole('combobox', { name: 'Kategorie' })).toBeVisible();
  },
};
