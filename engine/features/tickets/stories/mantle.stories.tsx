import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { storyDay } from './story-dates.ts';
import { donationStep } from './ticket-story-settings.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';

/** A bundle ('mantle') ticket with two sub-tickets (requirements/tickets.md §3.1 Ticket, requirements/tickets.md §5.2 mantle capacity). */
const meta = { title: 'Tickets/Mantle' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const reserve = fn();

export const Default: Story = {
  parameters: { route: `/tickets/types?group=day&date=${day}`, shop: { settings: donationStep } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...ticketsHandlers.mantle({ onReserve: reserve }));
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByLabelText('Anzahl „Urzeit & Sterne“', {}, { timeout: 5000 });
    const subs = within(select.closest('tr')!).getByRole('list', { name: 'Enthaltene Eintritte' });
    await expect(within(subs).getByText('1 × Planetariumsshow pro Ticket')).toBeVisible();
    await userEvent.selectOptions(select, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 })).toBeVisible();
    // The server refuses holds for bundles; the item carries each sub-ticket's time instead.
    await expect(reserve).not.toHaveBeenCalled();
    const attributes = readCart().items[0]?.attributes as unknown as Record<string, unknown>;
    await waitFor(() => expect(attributes.sub_ticket_quantities).toEqual({ 21: 2, 22: 2 }));
    await expect(Object.keys(attributes.sub_ticket_times as object)).toEqual(['21', '22']);
  },
};
