import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { nextDay, storyDay } from './story-dates.ts';
import { colouring, donationStep, oneView } from './ticket-story-settings.ts';

/**
 * The time screen (requirements/tickets.md §2.4 shop.tickets.time, requirements/tickets.md §4, requirements/tickets.md §5, requirements/tickets.md §9): calendar, entry times and ticket
 * selection. Each story drives the real screen against one MSW scenario.
 */
const meta = { title: 'Tickets/Time' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = storyDay();
const route = (query: string) => `/tickets/time?group=timeSlot&date=${day}${query}`;
const noon = (date: string) => `/tickets/time?group=timeSlot&date=${date}&time=${encodeURIComponent(`${date}T12:00:00+0${isSummer(date) ? 2 : 1}:00`)}`;
function isSummer(date: string) {
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' }).format(new Date(`${date}T12:00:00Z`));
  return offset.includes('+2');
}
const reserve = fn();
/** The first screen loads its route chunk and four requests; give it more than the default second. */
const LOADED = { timeout: 5000 };

/** requirements/tickets.md §2.4: without a selected group the time screen goes to the groups. */
export const WithoutGroup: Story = {
  parameters: { route: '/tickets/time' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets kaufen', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zeitfenster-Tickets' })).toBeVisible();
  },
};

export const Default: Story = {
  parameters: { route: route(''), shop: { settings: donationStep } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...ticketsHandlers.default({ onReserve: reserve }));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zeitfenster-Tickets', level: 1 }, LOADED)).toBeVisible();
    // Keyboard: the chosen day holds the tab stop; ArrowRight moves to the next day, Enter picks it.
    const chosen = await waitFor(() => {
      const button = canvasElement.querySelector<HTMLButtonElement>(`[data-date="${day}"]`);
      expect(button).toHaveAttribute('tabindex', '0');
      return button!;
    });
    chosen.focus();
    await userEvent.keyboard('{ArrowRight}');
    const target = canvasElement.querySelector<HTMLButtonElement>(`[data-date="${nextDay(day)}"]`)!;
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(target).toHaveAttribute('aria-pressed', 'true'));
    await expect(await canvas.findByText('Bitte wählen Sie eine Einlasszeit, um die Tickets zu sehen.')).toBeVisible();
    const slot = await canvas.findByRole('button', { name: '12:00' });
    slot.focus();
    await userEvent.keyboard('{Enter}');
    // Without resultsOneView the chosen time leads on to the ticket types (requirements/tickets.md §3 toState).
    await expect(await canvas.findByRole('heading', { name: 'Tickets wählen', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/Einlass um 12:00 Uhr/)).toBeVisible();
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“'), '2');
    await expect(canvas.getByText('28,00 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(reserve).toHaveBeenCalledWith(expect.objectContaining({ ticket_id: 4, quantity: 2 })));
    await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 })).toBeVisible();
  },
};

/**
 * Issue 13: a deep link written by hand (raw `+` in the offset) opens the day with its time chosen:
 * the tickets of that time show at once, without clicking the slot that is already selected.
 */
export const DeepLinkTime: Story = {
  parameters: { route: `/tickets/time?museum_id=1&group=timeSlot&date=${day}&time=${day}T12:00:00+0${isSummer(day) ? 2 : 1}:00` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.default({ onReserve: reserve }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '12:00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('Bitte wählen Sie eine Einlasszeit, um die Tickets zu sehen.')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { route: noon(day), shop: { settings: oneView } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ticket-skeleton')).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { route: route(''), shop: { settings: oneView } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Für diesen Tag sind keine Tickets verfügbar.', {}, LOADED)).toBeVisible();
  },
};

export const SoldOut: Story = {
  parameters: {
    route: route(''),
    shop: { translations: { tickets: { soldOutBanner: 'Alle Zeitfenster der nächsten Wochen sind ausgebucht.' } } },
  } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.soldOut());
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Alle Zeitfenster der nächsten Wochen sind ausgebucht.', {}, LOADED)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(canvasElement.querySelector(`[data-date="${day}"]`)).toHaveAttribute('aria-disabled', 'true'));
    // showBookedOut (default on) keeps sold-out slots visible but disabled.
    await expect(await canvas.findByRole('button', { name: /^12:00\s*, ausgebucht$/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FewLeft: Story = {
  parameters: { route: route('') } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.fewLeft());
  },
  play: async ({ canvas }) => {
    const few = await canvas.findByRole('button', { name: /^14:00\s*, nur noch 3 Plätze frei$/ }, LOADED);
    await expect(few).toHaveAttribute('aria-disabled', 'false');
    // The preview window starts around noon; 'earlier' brings the sold-out 11:00 slot in.
    await userEvent.click(canvas.getByRole('button', { name: '‹ Früher' }));
    const soldOut = canvas.getByRole('button', { name: /^11:00\s*, ausgebucht$/ });
    await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(soldOut);
    await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Ticket group timeOptions.defaultElement 'firstAvailable': the first slot with places is preselected. */
export const PreselectFirstAvailable: Story = {
  parameters: {
    route: route(''),
    shop: { settings: { tickets: { groups: [
      { name: 'day', order: 1, types: ['normal'], resultsOneView: true },
      { name: 'timeSlot', order: 2, time: true, types: ['time_slot'], resultsOneView: true, timeOptions: { defaultElement: 'firstAvailable' } },
    ] } } },
  } as ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.fewLeft());
  },
  play: async ({ canvas }) => {
    // fewLeft: only 11:00 is sold out, so the day's first slot (10:00) is preselected.
    const chosen = await canvas.findByRole('button', { pressed: true, name: /^\d\d:\d\d/ }, LOADED);
    await expect(chosen).toHaveAccessibleName(/^10:00/);
  },
};

export const OnlyZeroQuantities: Story = {
  parameters: { route: noon(day), shop: { settings: oneView } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.onlyZeroQuantities());
  },
  play: async ({ canvas }) => {
    const select = await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, LOADED);
    await expect(select).toBeDisabled();
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['0']);
    await expect(canvas.getAllByText('Nicht mehr genug Plätze frei').length).toBeGreaterThan(0);
  },
};

export const CapacityColouring: Story = {
  parameters: { route: noon(day), shop: { settings: colouring } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.fewLeft());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^14:00\s*, nur noch 3 Plätze frei$/ }, LOADED)).toHaveClass('time-slot--few');
    await expect(canvas.getByRole('button', { name: '13:00' })).toHaveClass('time-slot--enough');
    await expect(canvas.getByText('Weniger als 30 % frei')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { route: noon(day), shop: { settings: oneView } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.error());
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await userEvent.click(within(alert).getByRole('button', { expanded: false }));
    await expect(within(alert).getByText('500')).toBeVisible();
  },
};

export const HoldRefused: Story = {
  parameters: { route: noon(day), shop: { settings: oneView } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.holdRefused());
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Zeitfenster ermäßigt“', {}, LOADED), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Für diese Zeit sind keine Plätze mehr frei.');
    await expect(alert).toHaveFocus();
  },
};

export const NoSelection: Story = {
  parameters: { route: noon(day), shop: { settings: oneView } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte treffen Sie zuerst eine Auswahl.');
    await expect(alert).toHaveFocus();
  },
};
