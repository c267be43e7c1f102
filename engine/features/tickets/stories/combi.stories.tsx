import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { storyDay } from './story-dates.ts';

/** Combi tickets (requirements/tickets.md §2.8 shop.tickets.combi): server ticket group, calendar or list view, 30-day sold-out check. */
const meta = { title: 'Tickets/Combi' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();

export const Default: Story = {
  parameters: { route: `/tickets/combi?date=${day}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kombitickets', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „Kombiticket alle drei Häuser“')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Als Liste anzeigen' }));
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kalender anzeigen' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const UnknownGroup: Story = {
  parameters: { route: `/tickets/combi?group=nope&date=${day}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    // A group outside settings.tickets.combi.groups redirects to the screen without a group.
    await expect(await canvas.findByLabelText('Anzahl „Kombiticket Kunst & Natur“', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const SoldOut: Story = {
  parameters: { route: `/tickets/combi?date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.soldOut());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Für diesen Tag sind derzeit keine Tickets mehr verfügbar.', {}, { timeout: 5000 })).toBeVisible();
  },
};
