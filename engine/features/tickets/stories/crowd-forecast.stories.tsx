import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { storyDay } from './story-dates.ts';

/**
 * Issue 18: the crowd forecast on the time selection (settings tickets.crowdForecast). Each slot gets a bar of
 * its expected fullness with a text equivalent as its description; a busy chosen slot offers quieter ones nearby.
 * The forecast (scenario `crowd`) is quiet in the morning, busy 12:00–13:59 and quiet from 15:00.
 */
const meta = { title: 'Tickets/CrowdForecast' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const LOADED = { timeout: 5000 };
const crowdOn = { tickets: {
  crowdForecast: { enabled: true },
  groups: [
    { name: 'day', order: 1, types: ['normal'], resultsOneView: true },
    { name: 'timeSlot', order: 2, time: true, types: ['time_slot'], resultsOneView: true },
  ],
} };
const route = (time?: string) => `/tickets/time?group=timeSlot&date=${day}${time ? `&time=${encodeURIComponent(time)}` : ''}`;
const offset = () => (new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' }).format(new Date(`${day}T12:00:00Z`)).includes('+2') ? '+02:00' : '+01:00');

/** Bars on every slot; the slot's name stays its time, the level is its description. */
export const Default: Story = {
  parameters: { route: route(), shop: { settings: crowdOn } } as ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.crowd());
  },
  play: async ({ canvas, canvasElement }) => {
    const busy = await canvas.findByRole('button', { name: '12:00', description: 'voraussichtlich voll' }, LOADED);
    await expect(busy.querySelector<HTMLElement>('.time-slot__crowd--busy > span')!.style.width).toBe('90%');
    await expect(canvas.getByRole('button', { name: '14:00' })).toHaveAccessibleDescription('voraussichtlich mittel besucht');
    await expect(canvasElement.querySelectorAll('.time-slot__crowd').length).toBeGreaterThan(3);
    // Nothing chosen yet: no alternatives.
    await expect(canvas.queryByText('Ruhiger in der Nähe:')).toBeNull();
  },
};

/** A busy chosen slot (12:00) offers the quieter slots nearby; choosing one selects it. */
export const Busy: Story = {
  parameters: { route: route(`${day}T12:00:00${offset()}`), shop: { settings: crowdOn } } as ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.crowd());
  },
  play: async ({ canvas }) => {
    const hint = await canvas.findByText('Ruhiger in der Nähe:', {}, LOADED);
    const quieter = hint.querySelectorAll('button');
    await expect([...quieter].map((button) => button.textContent)).toEqual(['10:00', '10:30', '11:00']);
    await userEvent.click(quieter[0]!);
    await waitFor(() => expect(canvas.getByRole('button', { name: '10:00', description: 'voraussichtlich ruhig' })).toHaveAttribute('aria-pressed', 'true'));
    // A quiet chosen slot needs no alternatives.
    await expect(canvas.queryByText('Ruhiger in der Nähe:')).toBeNull();
  },
};

/** The forecast fails: no bars, and the slots are chosen as ever. */
export const Error: Story = {
  parameters: { route: route(), shop: { settings: crowdOn } } as ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.crowdError());
  },
  play: async ({ canvas, canvasElement }) => {
    const slot = await canvas.findByRole('button', { name: '12:00' }, LOADED);
    await waitFor(() => expect(canvasElement.querySelector('.time-slot__crowd')).toBeNull());
    await userEvent.click(slot);
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“')).toBeVisible();
  },
};

/** Switched off (the default): no forecast is asked for (the handler list has none, so a request would fail the story). */
export const Off: Story = {
  parameters: { route: route() } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.default());
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: '12:00' }, LOADED)).not.toHaveAccessibleDescription();
    await expect(canvasElement.querySelector('.time-slot__crowd')).toBeNull();
  },
};
