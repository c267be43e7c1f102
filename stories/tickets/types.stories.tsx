import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../.storybook/shop-parameters.ts';
import { storyDay } from './story-dates.ts';

/** The types screen (spec §2 shop.tickets.types): tickets for a chosen date; no valid date → time screen. */
const meta = { title: 'Tickets/Types' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();

export const Default: Story = {
  parameters: { route: `/tickets/types?group=day&date=${day}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets wählen', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „Tageskarte Erwachsene“')).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { route: '/tickets/types?group=day&date=2000-01-01' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    // A past date is no valid date: the flow returns to the time screen of the group.
    await expect(await canvas.findByRole('heading', { name: 'Tagestickets', level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};
