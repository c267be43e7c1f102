import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { donationStep } from './ticket-story-settings.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';

/** Annual tickets (requirements/tickets.md §2.9 shop.tickets.annual): valid from tomorrow, synthetic quota of 100. */
const meta = { title: 'Tickets/Annual' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const reserve = fn();

export const Default: Story = {
  parameters: { route: '/tickets/annual', shop: { settings: donationStep } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...ticketsHandlers.default({ onReserve: reserve }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jahreskarten', level: 1 }, { timeout: 5000 })).toBeVisible();
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Jahreskarte Museen am Fluss“'), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 })).toBeVisible();
    await waitFor(() => expect(readCart().items[0]?.cart.type).toBe('Annual'));
  },
};

/** requirements/tickets.md §5.5: no quantity chosen is a selection error, and focus moves to the alert. */
export const NoSelection: Story = {
  parameters: { route: '/tickets/annual' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'In den Warenkorb' }, { timeout: 5000 }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte treffen Sie zuerst eine Auswahl.');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(readCart().items ?? []).toEqual([]);
  },
};

export const Empty: Story = {
  parameters: { route: '/tickets/annual' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Für diesen Tag sind keine Tickets verfügbar.', {}, { timeout: 5000 })).toBeVisible();
  },
};
