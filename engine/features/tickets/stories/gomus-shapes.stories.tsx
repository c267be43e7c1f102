import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { gomusExampleHandlers } from '../../../../tests/mocks/handlers/gomus-examples.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { storyDay } from './story-dates.ts';

/**
 * Issue 13, the reverse direction: the time screen on answers shaped exactly like the go~mus API
 * docs' examples (tests/mocks/handlers/gomus-examples.ts) instead of our server's: one time-slot
 * ticket (11:00 to 16:30 every 30 minutes) with the fields the docs show and no more, capacities
 * without `total_capacities`, a calendar of plain booleans.
 */
const meta = { title: 'Tickets/go~mus example shapes' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const LOADED = { timeout: 5000 };

export const TimeScreen: Story = {
  parameters: { route: `/tickets/time?group=timeSlot&date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    // Our other ticket answers (groups, empty days) first; the example-shaped ones take precedence.
    msw.use(...ticketsHandlers.default());
    msw.use(...gomusExampleHandlers());
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zeitfenster-Tickets', level: 1 }, LOADED)).toBeVisible();
    // The example ticket's grid from 11:00; the list opens at noon.
    await userEvent.click(await canvas.findByRole('button', { name: /^12:30/ }, LOADED));
    await expect(await canvas.findByRole('heading', { name: 'Tickets wählen', level: 1 }, LOADED)).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „El Siglo de Oro mit Gemäldegalerie regulär“', {}, LOADED)).toBeVisible();
    await expect(canvas.getByText(/Einlass um 12:30 Uhr/)).toBeVisible();
  },
};
