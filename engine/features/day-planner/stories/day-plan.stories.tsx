import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atomValue, type ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { dayPlannerHandlers } from '../../../../tests/mocks/handlers/day-planner.ts';
import { slotAt } from '../../tickets/lib/berlin-day.ts';
import { storyDay } from '../../tickets/stories/story-dates.ts';
import { savedPlanAtom } from '../state/day-plan.atoms.ts';

/**
 * The day planner (issue 18): after a 16:00 entry in the Kunsthalle, the day's tours and events that
 * fit, the entry tickets, and the plan once it is in the cart. Each story drives the real route
 * against one MSW scenario.
 */
const meta = { title: 'DayPlanner/DayPlan' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const PREFIX = '201600627v4';
const day = storyDay();
const entry = slotAt(day, 16 * 60);
const route = `/tickets/plan?group=timeSlot&museum_id=1&date=${day}&time=${encodeURIComponent(entry)}`;
const shop = { settings: { tickets: { dayPlanner: { enabled: true, walkingMinutesBetweenMuseums: 15 } } } };
/** The route chunk, the bootstrap and five reads; a cold run on a busy machine needs more than 5 s. */
const LOADED = { timeout: 10_000 };
const offersRegion = 'Führungen und Veranstaltungen nach Ihrem Einlass';

export const Default: Story = {
  parameters: { route, shop } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...dayPlannerHandlers.default());
  },
  play: async ({ canvas }) => {
    const offers = await canvas.findByRole('region', { name: offersRegion }, LOADED);
    await expect(await canvas.findByRole('checkbox', { name: /Kuratorinnenführung/ }, LOADED)).toBeEnabled();
    // The 15:00 Architekturführung starts before the entry: only its 16:00 start is offered.
    await expect(canvas.getByRole('checkbox', { name: /Architekturführung Kunsthalle 16:00–17:00/ })).toBeVisible();
    await expect(canvas.getByText(/zwischen zwei Museen planen wir 15 Minuten Fußweg ein/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Kuratorinnenführung/ }));
    // 17:00–18:15 takes the 18:00 talk out; the 18:30 reading in another museum stays (18:15 + 15 min walk).
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /Abendvortrag/ })).toBeDisabled());
    await expect(canvas.getByText('Überschneidet sich mit „Kuratorinnenführung „Farbräume““')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Lesung im Kornhaus/ })).toBeEnabled();
    // Moving the tour to 17:30 (until 18:45) leaves no room for the reading either.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Beginn: Kuratorinnenführung/ }), '17:30–18:45');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /Lesung im Kornhaus/ })).toBeDisabled());
    await expect(offers).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, LOADED)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route, shop } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...dayPlannerHandlers.nothingFits());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nach Ihrem Einlass passt an diesem Tag keine Führung und keine Veranstaltung mehr.', {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { route, shop } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...dayPlannerHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Führungen und Veranstaltungen werden geladen …', {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { route, shop } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...dayPlannerHandlers.error());
  },
  play: async ({ canvas }) => {
    const offers = await canvas.findByRole('region', { name: offersRegion }, LOADED);
    await waitFor(() => expect(offers.querySelector('[role="alert"]')).not.toBeNull(), LOADED);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

const at = (minute: number) => Date.parse(slotAt(day, minute));
/** The plan after 'In den Warenkorb': entry, tour and talk, with the calendar file. */
export const PlanWithItems: Story = {
  parameters: {
    route, shop,
    atoms: [atomValue(savedPlanAtom(PREFIX), {
      date: day, query: {}, savedAt: Date.parse('2026-11-25T09:00:00Z'),
      items: [
        { key: 'entry', kind: 'entry', title: 'Zeitfenster Erwachsene', location: 'Kunsthalle am Fluss', start: at(16 * 60), end: at(16 * 60 + 30) },
        { key: 'tour-4', kind: 'tour', title: 'Kuratorinnenführung „Farbräume“', location: 'Kunsthalle am Fluss', start: at(17 * 60), end: at(18 * 60 + 15) },
        { key: 'event-12', kind: 'event', title: 'Lesung im Kornhaus', location: 'Stadtgeschichtliches Museum', start: at(18 * 60 + 30), end: at(19 * 60 + 45) },
      ],
    })],
  } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...dayPlannerHandlers.default());
  },
  play: async ({ canvas }) => {
    const saved = await canvas.findByRole('region', { name: 'Ihr Tag im Warenkorb' }, LOADED);
    const items = saved.querySelectorAll('li');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('17:00–18:15 Kuratorinnenführung „Farbräume“ · Kunsthalle am Fluss');
    const link = canvas.getByRole('link', { name: 'Kalenderdatei (.ics) herunterladen' });
    const calendar = decodeURIComponent(link.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    await expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    await expect(calendar).toContain('LOCATION:Stadtgeschichtliches Museum');
    await expect(canvas.getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
  },
};

/** The way in: with the setting on, the time selection links a chosen slot to its day plan. */
export const FromTimeSelection: Story = {
  parameters: { route: `/tickets/time?group=timeSlot&museum_id=1&date=${day}&time=${encodeURIComponent(entry)}`, shop } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...dayPlannerHandlers.default());
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /^Tag planen/ }, LOADED);
    await expect(link.getAttribute('href')).toContain('/tickets/plan?group=timeSlot&museum_id=1');
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { name: 'Tag planen', level: 1 }, LOADED)).toBeVisible();
  },
};

/** Without the setting the time selection offers no plan, and the plan route leads back to it. */
export const Disabled: Story = {
  parameters: { route } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Zeitfenster-Tickets', level: 1 }, LOADED)).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „Zeitfenster Erwachsene“', {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Tag planen/ })).toBeNull();
  },
};
