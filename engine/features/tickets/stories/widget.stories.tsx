import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';

/** The ticket widget on museum pages (requirements/tickets.md §2.13 'Ticket widget'): today's day tickets, straight to the cart. */
const meta = { title: 'Tickets/Widget' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const reserve = fn();

export const Default: Story = {
  parameters: { route: '/museum/1' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    // The cart screen quotes shipping; its own stories cover that answer, so it stays pending here.
    msw.use(...ticketsHandlers.default({ onReserve: reserve }), http.post(api('/cart'), async () => { await delay('infinite'); return HttpResponse.json({}); }));
  },
  play: async ({ canvas }) => {
    const widget = within(await canvas.findByRole('region', { name: 'Tickets für heute' }, { timeout: 5000 }));
    await expect(await widget.findByRole('link', { name: 'Zeitfenster buchen' })).toHaveAttribute('href', expect.stringContaining('group=timeSlot'));
    await userEvent.selectOptions(await widget.findByLabelText('Anzahl „Tageskarte ermäßigt“'), '3');
    await userEvent.click(widget.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(reserve).toHaveBeenCalledWith(expect.objectContaining({ ticket_id: 2, quantity: 3 })));
    await waitFor(() => expect(readCart().items[0]?.attributes).toMatchObject({ id: 2, quantity: 3 }));
  },
};

export const Empty: Story = {
  parameters: { route: '/museum/1' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kunsthalle am Fluss', level: 1 }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Tickets für heute' })).toBeNull());
  },
};
