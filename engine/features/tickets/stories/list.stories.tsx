import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { catalogueHandlers } from '../../../../tests/mocks/handlers/catalogue.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { buildTicket } from '../../../../tests/mocks/fixtures/tickets.ts';
import { storyDay } from './story-dates.ts';

/** The list and filters screens (requirements/tickets.md §2.6 shop.tickets.list / .filters, VIP single selection). */
const meta = { title: 'Tickets/List' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const LOADED = { timeout: 5000 };
const day1 = (id: number, title: string, museum: number, exhibitions: number[] = []) =>
  buildTicket({ id, title, ticket_type: 'normal', entry_duration: null, museum_ids: [museum], exhibition_ids: exhibitions, quota_ids: [] });

export const Default: Story = {
  parameters: { route: `/tickets/list?date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.default({ tickets: [day1(1, 'Kunsthalle Tageskarte', 1, [1]), day1(2, 'Naturkunde Tageskarte', 2, [2])] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Anzahl „Naturkunde Tageskarte“', {}, LOADED)).toBeVisible();
    // Choosing a museum narrows the tickets (GET /tickets?by_museum_ids[]) and the exhibitions.
    await userEvent.selectOptions(canvas.getByLabelText('Museum'), 'Kunsthalle am Fluss');
    await waitFor(() => expect(canvas.queryByLabelText('Anzahl „Naturkunde Tageskarte“')).toBeNull());
    await expect(await canvas.findByLabelText('Anzahl „Kunsthalle Tageskarte“')).toBeVisible();
  },
};

/** Issue 19: the design system's quantity stepper, − and + of tap size beside the select, stepping within 'available'. */
export const QuantityStepperButtons: Story = {
  parameters: { route: `/tickets/list?date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.default({ tickets: [day1(1, 'Kunsthalle Tageskarte', 1, [1])] }));
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByLabelText('Anzahl „Kunsthalle Tageskarte“', {}, LOADED);
    const fewer = canvas.getByRole('button', { name: 'Anzahl „Kunsthalle Tageskarte“ verringern' });
    const more = canvas.getByRole('button', { name: 'Anzahl „Kunsthalle Tageskarte“ erhöhen' });
    await expect(fewer).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(select).toHaveValue('2');
    await userEvent.click(fewer);
    await expect(select).toHaveValue('1');
    await expect(fewer).toBeEnabled();
    for (const side of [fewer, more]) await expect(side.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Vip: Story = {
  parameters: { route: `/tickets/filters?vip=true&date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.vip());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'VIP-Tickets', level: 1 }, LOADED)).toBeVisible();
    const vip = await canvas.findByLabelText('Anzahl „VIP-Ticket Kunsthalle“');
    const adult = canvas.getByLabelText('Anzahl „Tageskarte Erwachsene“');
    await userEvent.selectOptions(vip, '2');
    await userEvent.selectOptions(adult, '1');
    // Single selection (requirements/annual-and-vip.md §4.2 VIP flow): choosing one row clears the other.
    await waitFor(() => expect(vip).toHaveValue('0'));
    await expect(adult).toHaveValue('1');
  },
};

/** Settings vip.selectionMode 'multiple': VIP rows keep their quantities side by side. */
export const VipMultiple: Story = {
  parameters: { route: `/tickets/filters?vip=true&date=${day}`, shop: { settings: { vip: { selectionMode: 'multiple' } } } } as ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.vip());
  },
  play: async ({ canvas }) => {
    const vip = await canvas.findByLabelText('Anzahl „VIP-Ticket Kunsthalle“', {}, LOADED);
    await userEvent.selectOptions(vip, '2');
    await userEvent.selectOptions(canvas.getByLabelText('Anzahl „Tageskarte Erwachsene“'), '1');
    await expect(vip).toHaveValue('2');
  },
};

/** settings vip.firstAvailableDate: a VIP view opened without a date jumps to the first bookable day. */
export const VipFirstAvailableDate: Story = {
  parameters: { route: '/tickets/filters?vip=true' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.vip({ bookable: (date) => date >= day }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'VIP-Tickets', level: 1 }, LOADED)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Datum')).toHaveValue(day), LOADED);
  },
};

export const Flex: Story = {
  parameters: {
    route: `/tickets/list?group=flex`,
    shop: { settings: { tickets: { groups: [{ name: 'day', types: ['normal'] }, { name: 'flex', types: ['normal'], ticketState: 'shop.tickets.list' }] } } },
  } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Flextickets haben weder festes Datum noch Einlasszeit.', {}, LOADED)).toBeVisible();
    const row = (await canvas.findByLabelText('Anzahl „Flexticket Kunsthalle“')).closest('tr')!;
    await expect(within(row).getByText('Gültig ohne Einlasszeit')).toBeVisible();
    await expect(canvas.queryByLabelText('Anzahl „Tageskarte Erwachsene“')).toBeNull();
  },
};

/** requirements/tickets.md §2.1 'Tickets area', requirements/tickets.md §8: the museums for the filters fail to load → the error page, namespace museum.error. */
export const Error: Story = {
  parameters: { route: `/tickets/list?date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.error(), ...ticketsHandlers.default());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent('Museum nicht gefunden');
  },
};
