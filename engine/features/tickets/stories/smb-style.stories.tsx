import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { storyDay } from './story-dates.ts';
import { donationStep, smbStyle } from './ticket-story-settings.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';

/**
 * The alternative site style (requirements/tickets.md §2.1 'Tickets area', settings general.smbStyle): filters redirect
 * to the list, time-slot tickets are chosen on the list and get their start time afterwards.
 */
const meta = { title: 'Tickets/SmbStyle' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const LOADED = { timeout: 5000 };
const reserve = fn();

export const Default: Story = {
  parameters: { route: `/tickets/filters?date=${day}&museum_id=1`, shop: { settings: { ...smbStyle, ...donationStep } } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...ticketsHandlers.default({ onReserve: reserve }));
  },
  play: async ({ canvas }) => {
    const adults = await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, LOADED);
    await expect(canvas.getByLabelText('Datum')).toHaveValue(day);
    await userEvent.selectOptions(adults, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('heading', { name: 'Einlasszeiten wählen', level: 1 })).toBeVisible();
    // Keyboard: the radio group is one tab stop; arrow keys move the choice.
    const first = await canvas.findByRole('radio', { name: '10:00' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '11:00' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 })).toBeVisible();
    await waitFor(() => expect(Date.parse(readCart().items[0]!.attributes.time!)).toBe(Date.parse(`${day}T11:00:00${readCart().items[0]!.attributes.time!.slice(19)}`)));
    // The hold is taken once the start time is known, for that time.
    await expect(reserve).toHaveBeenCalledTimes(1);
    await expect(Date.parse(reserve.mock.calls[0]![0].start_at)).toBe(Date.parse(readCart().items[0]!.attributes.time!));
    await expect(readCart().items[0]!.reservation?.token).toBeTruthy();
  },
};

/**
 * Issue 20: a visitor who leaves the entry-time screen without 'Weiter' finds the ticket in the cart waiting for its
 * entry time — no made-up 10:00, no hold — with the way back, and checkout waits until the time is chosen.
 */
export const LeftWithoutStart: Story = {
  parameters: { route: `/tickets/list?date=${day}&museum_id=1`, shop: { settings: smbStyle } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Zeitfenster ermäßigt“', {}, LOADED), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('heading', { name: 'Einlasszeiten wählen', level: 1 }, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /^Warenkorb/ }));
    const row = await canvas.findByRole('rowheader', { name: /^Zeitfenster ermäßigt/ }, LOADED);
    await expect(row).toHaveTextContent('Einlasszeit noch nicht gewählt');
    await expect(row).not.toHaveTextContent(/Einlass: /);
    await expect(readCart().items[0]!.reservation).toBeUndefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Zur Kasse' }));
    await expect(await canvas.findByText('Bitte wählen Sie die Einlasszeit für „Zeitfenster ermäßigt“.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('link', { name: 'Einlasszeit wählen' })[0]!);
    await expect(await canvas.findByRole('heading', { name: 'Einlasszeiten wählen', level: 1 }, LOADED)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { route: `/tickets/list?date=${day}&museum_id=1`, shop: { settings: smbStyle } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Zeitfenster ermäßigt“', {}, LOADED), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }, LOADED));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte wählen Sie für jedes Ticket eine Einlasszeit.');
    await expect(alert).toHaveFocus();
  },
};

/** requirements/tickets.md §8.1 Availability: no start time left names the ticket and its day. */
export const SoldOut: Story = {
  parameters: { route: `/tickets/list?date=${day}&museum_id=1`, shop: { settings: smbStyle } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.noStartTimes());
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Zeitfenster ermäßigt“', {}, LOADED), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    const shown = `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    await expect(await canvas.findByText(`Für das Ticket „Zeitfenster ermäßigt“ sind am ${shown} leider keine Einlasszeiten mehr verfügbar.`, {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { route: '/tickets/time?group=timeSlot', shop: { settings: smbStyle } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    // No cart items: the time route goes to the list.
    await expect(await canvas.findByRole('heading', { name: 'Tickets', level: 1 }, LOADED)).toBeVisible();
  },
};
