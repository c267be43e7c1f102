import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { storyDay } from './story-dates.ts';

/** The types screen (requirements/tickets.md §2.5 shop.tickets.types): tickets for a chosen date; no valid date → time screen. */
const meta = { title: 'Tickets/Types' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const berlinOffset = (date: string) => new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' }).format(new Date(`${date}T12:00:00Z`)).includes('+2') ? '+02:00' : '+01:00';
const noon = `${day}T12:00:00${berlinOffset(day)}`;

export const Default: Story = {
  parameters: { route: `/tickets/types?group=day&date=${day}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets wählen', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „Tageskarte Erwachsene“')).toBeEnabled();
  },
};

/** requirements/tickets.md §2.5: without a group the types screen goes to the groups. */
export const WithoutGroup: Story = {
  parameters: { route: `/tickets/types?date=${day}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets kaufen', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tagestickets' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/tickets/types?group=day&date=2000-01-01' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    // A past date is no valid date: the flow returns to the time screen of the group.
    await expect(await canvas.findByRole('heading', { name: 'Tagestickets', level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};

/** requirements/tickets.md §2.10 'Ticket breadcrumbs': with a chosen time, a step leads back to it (group, date, time). */
export const WithTime: Story = {
  parameters: { route: `/tickets/types?group=timeSlot&date=${day}&time=${encodeURIComponent(noon)}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const steps = within(await canvas.findByRole('navigation', { name: 'Ticketschritte und Filter' }, { timeout: 5000 }));
    await expect(steps.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ticketarten', 'Datum', 'Uhrzeit 12:00 Uhr']);
    await userEvent.click(steps.getByRole('link', { name: 'Uhrzeit 12:00 Uhr' }));
    await expect(await canvas.findByRole('heading', { name: 'Zeitfenster-Tickets', level: 1 }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '12:00' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
  },
};
