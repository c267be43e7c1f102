import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** The groups screen (requirements/tickets.md §2.3 shop.tickets.groups): tiles ordered by `order`; one group opens at once. */
const meta = { title: 'Tickets/Groups' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/tickets/groups' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets kaufen', level: 1 }, { timeout: 5000 })).toBeVisible();
    const tiles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(tiles).toEqual(['Tagestickets', 'Zeitfenster-Tickets']);
    // Keyboard: the tile link opens the time screen of its group.
    const link = canvas.getByRole('link', { name: 'Zeitfenster-Tickets' });
    await userEvent.tab();
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Zeitfenster-Tickets', level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};

/** Issue 19: the page heading comes before the museum and exhibition filters, in reading order as on screen. */
export const HeadingBeforeFilters: Story = {
  parameters: { route: '/tickets/groups' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Tickets kaufen', level: 1 }, { timeout: 5000 });
    const filters = await canvas.findByRole('combobox', { name: 'Museum' });
    await expect(heading.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(heading.getBoundingClientRect().top).toBeLessThan(filters.getBoundingClientRect().top);
  },
};

export const SingleGroup: Story = {
  parameters: {
    route: '/tickets/groups',
    shop: { settings: { tickets: { groups: [{ name: 'day', types: ['normal'] }, { name: 'timeSlot', time: true, types: ['time_slot'], show: false }] } } },
  } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tagestickets', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Tickets kaufen' })).toBeNull();
  },
};

/** Old booking links (/shop?date&time → /tickets/groups?date&time, requirements/tickets.md §2.2 'Booking process') keep their day on the tiles. */
export const CarriedDate: Story = {
  parameters: { route: '/tickets/groups?date=2030-03-05&time=2030-03-05T12:00:00%2B01:00' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Zeitfenster-Tickets' }, { timeout: 5000 });
    await expect(link.getAttribute('href')).toContain('date=2030-03-05');
    await expect(link.getAttribute('href')).toContain('time=2030-03-05T12%3A00%3A00%2B01%3A00');
  },
};
