import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { catalogueHandlers } from '../../tests/mocks/handlers/catalogue.ts';
import type { ShopStoryParameters } from '../../.storybook/shop-parameters.ts';

/** Museum and exhibition detail pages; an unknown id goes to the error page of its namespace. */
const meta = { title: 'Catalogue/Detail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Museum: Story = {
  parameters: { route: '/museum/1' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kunsthalle am Fluss', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Ein Haus voller Geschichten.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ausstellung 12' })).toBeVisible();
  },
};

export const Exhibition: Story = {
  parameters: { route: '/exhibition/2' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ausstellung 2', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Museum' })).toHaveAttribute('href', '/museum/1');
  },
};

export const MuseumNotFound: Story = {
  parameters: { route: '/museum/99' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.notFound());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Museum nicht gefunden');
  },
};
