import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../.storybook/shop-parameters.ts';

/** /search/:q — exhibitions matching the query, six at first (spec browsing §9). */
const meta = { title: 'Catalogue/Search' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/search/Ausstellung' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Suchergebnisse für „Ausstellung“', level: 1 })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(await main.findAllByRole('article')).toHaveLength(6);
    await userEvent.click(main.getByRole('button', { name: 'Alle 12 Ausstellungen anzeigen' }));
    await expect(main.getAllByRole('article')).toHaveLength(12);
  },
};

export const Empty: Story = {
  parameters: { route: '/search/Dinosaurier' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Zu „Dinosaurier“ wurden keine Ausstellungen gefunden.')).toBeVisible();
  },
};

/** The header's search form: toggle, type, submit, and the results page follows. */
export const FromHeader: Story = {
  parameters: { route: '/start' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suche' }));
    const field = canvas.getByRole('searchbox', { name: 'Suchbegriff' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Ausstellung 1{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Suchergebnisse für „Ausstellung 1“', level: 1 })).toBeVisible();
  },
};
