import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { addDays, todayIn } from '../lib/berlin-day.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';

/**
 * Group options of the time screen (requirements/tickets.md §3.5 Ticket group, requirements/tickets.md §9): lastEntry opens the first day with
 * tickets within today + 3; withContentAttributes adds /tickets/content texts to the rows.
 */
const meta = { title: 'Tickets/GroupOptions' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const today = todayIn(new Date());
const LOADED = { timeout: 5000 };
const groups = (extra: Record<string, unknown>) => ({ tickets: { groups: [{ name: 'day', types: ['normal'], resultsOneView: true, ...extra }] } });

export const Default: Story = {
  parameters: { route: '/tickets/time?group=day', shop: { settings: groups({ lastEntry: true }) } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    // Today and tomorrow have nothing left; the day after has tickets.
    msw.use(...ticketsHandlers.default({ bookable: (date) => date >= addDays(today, 2) }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector(`[data-date="${addDays(today, 2)}"]`)).toHaveAttribute('aria-pressed', 'true'), LOADED);
  },
};

export const Empty: Story = {
  parameters: { route: '/tickets/time?group=day', shop: { settings: groups({ lastEntry: true }) } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    // Nothing within today + 3 days: the screen stays on today.
    msw.use(...ticketsHandlers.default({ bookable: (date) => date >= addDays(today, 4) }));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector(`[data-date="${today}"]`)).toHaveAttribute('aria-pressed', 'true'), LOADED);
  },
};

export const ContentAttributes: Story = {
  parameters: { route: `/tickets/time?group=day&date=${addDays(today, 2)}`, shop: { settings: groups({ withContentAttributes: true }) } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Schüler, Studierende', {}, LOADED)).length).toBeGreaterThan(0);
  },
};
