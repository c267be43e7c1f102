import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** The ticket search on the start page (requirements/tickets.md §2.11 'Ticket search widget', settings startPage.ticketSearch). */
const meta = { title: 'Tickets/Search' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/start', shop: { settings: { startPage: { ticketSearch: true } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    // While the museums load, the field holds its place disabled.
    await waitFor(() => expect(canvas.getByLabelText('Museum')).toBeEnabled(), { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByLabelText('Museum'), 'Naturkundemuseum');
    await userEvent.click(canvas.getByRole('button', { name: 'Tickets anzeigen' }));
    await expect(await canvas.findByRole('heading', { name: 'Tickets', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByLabelText('Museum')).toHaveValue('2');
  },
};

export const Empty: Story = {
  parameters: { route: '/start', shop: { settings: { startPage: { ticketSearch: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museen am Fluss', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Tickets finden' })).toBeNull();
  },
};
