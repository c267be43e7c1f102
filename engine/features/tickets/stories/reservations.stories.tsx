import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildTicket } from '../../../../tests/mocks/fixtures/tickets.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { storyDay } from './story-dates.ts';
import { donationStep } from './ticket-story-settings.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';

/**
 * Reservations 'only for logged-in users' (settings checkout.reservations.requireLogin,
 * requirements/cart.md §4.1, requirements/tickets.md §6): a signed-in visitor's tickets are held in the cart, an anonymous visitor's not.
 */
const meta = { title: 'Tickets/Reservations' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const LOADED = { timeout: 5000 };
const reserve = fn();
const tickets = [buildTicket({ id: 2, title: 'Naturkunde Tageskarte', ticket_type: 'normal', entry_duration: null, museum_ids: [2], exhibition_ids: [2], quota_ids: [] })];
const settings = { ...donationStep, checkout: { reservations: { enabled: true, requireLogin: true } } };

async function addDayTicket(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Naturkunde Tageskarte“', {}, LOADED), '2');
  await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
  await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 }, LOADED)).toBeVisible();
}

export const SignedInVisitorIsHeld: Story = {
  parameters: { route: `/tickets/list?date=${day}`, session: { status: 'user' }, shop: { settings } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...ticketsHandlers.default({ tickets, onReserve: reserve }));
  },
  play: async ({ canvas }) => {
    await addDayTicket(canvas);
    await expect(reserve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(readCart().items[0]!.reservation?.token).toBeTruthy());
  },
};

export const AnonymousVisitorIsNotHeld: Story = {
  parameters: { route: `/tickets/list?date=${day}`, shop: { settings } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...ticketsHandlers.default({ tickets, onReserve: reserve }));
  },
  play: async ({ canvas }) => {
    await addDayTicket(canvas);
    await waitFor(() => expect(readCart().items[0]!.attributes.quantity).toBe(2));
    await expect(reserve).not.toHaveBeenCalled();
    await expect(readCart().items[0]!.reservation).toBeUndefined();
  },
};
