import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { partyStoryTickets } from '../../../../tests/mocks/fixtures/party.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { slotAt } from '../../tickets/lib/berlin-day.ts';
import { storyDay } from '../../tickets/stories/story-dates.ts';

/**
 * The party calculator (issue 18): who comes, which houses, day and slot, the cheapest mix and its
 * saving, one click into the cart. Mock tickets: day 12 €/8 €/free under 6, slot 14 €/9 €, family 30 €.
 */
const meta = { title: 'Party/Calculator' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const parameters = {
  route: `/tickets/party?museum_id=1&date=${day}&time=${encodeURIComponent(slotAt(day, 12 * 60))}`,
  shop: { settings: { tickets: { partyCalculator: { enabled: true } } } },
} satisfies ShopStoryParameters;
const LOADED = { timeout: 8000 };
const tickets = partyStoryTickets();

/** Two adults and three children of 8: one family ticket instead of two adults and three reduced. */
async function familyOfFive(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  const children = await canvas.findByLabelText('Kinder', { exact: true }, LOADED);
  await userEvent.clear(children);
  await userEvent.type(children, '3');
}

export const Default: Story = {
  parameters,
  beforeEach({ msw }) { msw.use(...ticketsHandlers.default({ tickets })); },
  play: async ({ canvas }) => {
    await familyOfFive(canvas);
    const proposal = await canvas.findByRole('region', { name: 'Unser Vorschlag' }, LOADED);
    await expect(proposal).toHaveTextContent('Zeitfenster Familie');
    await expect(proposal).toHaveTextContent(/Sie sparen 18,00\s€/);
    await expect(canvas.getByRole('button', { name: 'Alle in den Warenkorb' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters,
  beforeEach({ msw }) { msw.use(...ticketsHandlers.loading()); },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tickets werden geladen …', {}, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters,
  beforeEach({ msw }) { msw.use(...ticketsHandlers.default({ tickets, free: () => 0 })); },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/keine gültige Ticketkombination/, {}, LOADED)).toBeVisible();
  },
};

export const Adding: Story = {
  parameters,
  beforeEach({ msw }) {
    msw.use(http.post(api('/tickets/reservations'), async () => { await delay('infinite'); return HttpResponse.json({}); }), ...ticketsHandlers.default({ tickets }));
  },
  play: async ({ canvas }) => {
    await familyOfFive(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alle in den Warenkorb' }, LOADED));
    await expect(await canvas.findByRole('button', { name: 'Wird reserviert …' })).toBeDisabled();
  },
};

export const Error: Story = {
  parameters,
  beforeEach({ msw }) { msw.use(...ticketsHandlers.holdRefused({ tickets })); },
  play: async ({ canvas }) => {
    await familyOfFive(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alle in den Warenkorb' }, LOADED));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Es wurde nichts in den Warenkorb gelegt');
  },
};
