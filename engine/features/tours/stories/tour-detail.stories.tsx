import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { addDays, todayIn } from '../lib/tour-dates.ts';
import { buildStartTimes } from '../../../../tests/mocks/fixtures/tours.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { toursHandlers } from '../../../../tests/mocks/handlers/tours.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';

/**
 * The tour detail (requirements/tours.md §2.1 'Tour detail', requirements/tours.md §5.1 Tours, requirements/tours.md §9): date list, start times and the
 * booking form against the tour scenarios of tests/mocks/handlers/tours.ts.
 */
const meta = { title: 'Tours/TourDetail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route chunk, the detail and the day map: more than testing-library's default second. */
const LOADED = { timeout: 5000 };
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** Two days ahead and not a Monday (closed in the default scenario). */
function storyDay(): string {
  let date = addDays(todayIn(new Date()), 2);
  while (weekday(date) === 1) date = addDays(date, 1);
  return date;
}
const day = storyDay();
/** A Monday ahead: closed, so ?date jumps to the Tuesday after it (requirements/tours.md §9 'auto-jumps to the first available day'). */
function closedDay(): string {
  let date = addDays(todayIn(new Date()), 2);
  while (weekday(date) !== 1) date = addDays(date, 1);
  return date;
}
const monday = closedDay();
const booking = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Führung buchen' }, LOADED);
// The slot buttons are drawn again once the places arrive; a click before that could land on the old button.
const chooseTen = async (canvas: ReturnType<typeof within>) => userEvent.click(await canvas.findByRole('button', { name: /^10:00 Uhr.*Plätze frei/ }, LOADED));
const prices = fn();

export const Default: Story = {
  parameters: { route: '/product/tour/1' } satisfies ShopStoryParameters,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Architekturführung Kunsthalle', level: 1 }, LOADED)).toBeVisible();
    const list = await within(await booking(canvasElement)).findByRole('list', { name: 'Termine der nächsten 60 Tage' });
    await waitFor(() => expect(within(list).getAllByText('25 Plätze frei')).toHaveLength(20));
    await userEvent.click(canvas.getByRole('button', { name: 'Weitere Termine laden' }));
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(20));
    // Focus moves to the first new date, so keyboard users continue where the list grew.
    await waitFor(() => expect(within(list).getAllByRole('button')[20]).toHaveFocus());
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    const summary = await canvas.findByText(/^Datum: /);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(await canvas.findByRole('heading', { name: 'Startzeit wählen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Datum ändern' }));
    const heading = await canvas.findByRole('heading', { name: 'Termin wählen' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { route: '/product/tour/1' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...toursHandlers.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(await booking(canvasElement)).findByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { route: '/product/tour/1' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...toursHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Für diese Führung gibt es in den nächsten 60 Tagen keine freien Termine.', {}, LOADED)).toBeVisible();
  },
};

export const FewLeft: Story = {
  parameters: { route: '/product/tour/1' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...toursHandlers.fewLeft());
  },
  play: async ({ canvasElement }) => {
    const region = within(await booking(canvasElement));
    await waitFor(() => expect(region.getAllByText('5 Plätze frei')).toHaveLength(20));
    await expect(region.getAllByText('Nur noch wenige Plätze')).toHaveLength(20);
  },
};

/**
 * ?date preselects the day (a closed Monday jumps to the Tuesday); after a start time the form:
 * 2 Erwachsene + the per-person Materialpauschale.
 */
export const TimeChosen: Story = {
  parameters: { route: `/product/tour/1?date=${monday}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(new RegExp(`^Datum: Dienstag, ${Number(addDays(monday, 1).slice(8))}\\. `), {}, LOADED)).toBeVisible();
    await chooseTen(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Teilnehmende und Optionen' }, LOADED)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Startzeit: 10:00 Uhr')).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: /^Sprache/ })).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Anzahl „Erwachsene“'), '2');
    await expect(within(canvas.getByRole('row', { name: /Materialpauschale/ })).getByText('2 ×')).toBeVisible();
    await expect(canvas.getByText('28,00 €')).toBeVisible();
    // requirements/tours.md §5: each price offers what the others leave (25 places).
    await expect(within(canvas.getByLabelText('Anzahl „Ermäßigt“')).getAllByRole('option').at(-1)).toHaveTextContent('23');
    await userEvent.selectOptions(canvas.getByLabelText('Anzahl „Sekt auf der Dachterrasse“'), '1');
    await expect(canvas.getByText('32,50 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Startzeit ändern' }));
    const heading = await canvas.findByRole('heading', { name: 'Startzeit wählen' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** Issue 7: the institution address goes with the prices request and brings 9,00 € instead of 12,00 €. */
export const SpecialPrices: Story = {
  parameters: { route: `/product/tour/1?date=${day}`, session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    prices.mockClear();
    msw.use(...accountHandlers.addresses('institution'), ...toursHandlers.default({ onPrices: (query) => prices(Object.fromEntries(query)) }));
  },
  play: async ({ canvas }) => {
    await chooseTen(canvas);
    await expect(await canvas.findByText('Sie erhalten Sonderpreise.', {}, LOADED)).toHaveAttribute('role', 'status');
    await expect(within(await canvas.findByRole('row', { name: /Erwachsene/ })).getByText('9,00 €')).toBeVisible();
    await expect(prices).toHaveBeenCalledWith(expect.objectContaining({ billing_address_id: '12', price_target_audience_id: '3' }));
  },
};

/** requirements/tours.md §5: no participants → the selection alert; then a missing language → the form alert; both take focus. */
export const NoSelection: Story = {
  parameters: { route: `/product/tour/1?date=${day}` } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await chooseTen(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('alert')).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte treffen Sie zuerst eine Auswahl.');
    await userEvent.selectOptions(canvas.getByLabelText('Anzahl „Erwachsene“'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    await expect(canvas.getByRole('combobox', { name: /^Sprache/ })).toHaveAccessibleDescription('Bitte wählen Sie eine Sprache.');
  },
};

/** requirements/tours.md §8: a tour that cannot load leads to the error page of namespace product.error. */
export const Error: Story = {
  parameters: { route: '/product/tour/1' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...toursHandlers.error());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Angebot nicht gefunden', level: 1 }, LOADED)).toBeVisible();
  },
};

/** A group price counts once; the optional group surcharge 0..1; single options are preselected; the cart gets the item. */
export const GroupPrice: Story = {
  parameters: { route: `/product/tour/3?date=${day}` } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default(), ...toursHandlers.default({ starts: (date) => buildStartTimes(date, { min: 5, max: 20 }) }));
  },
  play: async ({ canvas }) => {
    await chooseTen(canvas);
    const quantity = await canvas.findByLabelText('Anzahl „Teilnehmende“');
    await expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', ...Array.from({ length: 16 }, (_, index) => String(index + 5))]);
    await expect(canvas.getByRole('combobox', { name: /^Sprache/ })).toHaveValue('13');
    await expect(canvas.getByText('90,00 € pro Gruppe')).toBeVisible();
    await userEvent.selectOptions(quantity, '12');
    await expect(canvas.getByText('90,00 €', { selector: 'strong' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Anzahl „Fremdsprachenzuschlag“'), '1');
    await expect(canvas.getByText('120,00 €', { selector: 'strong' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Altersgruppe/ }), 'Jugendliche');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Klassenstufe/ }), 'Klassen 5–7');
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 }, LOADED)).toBeVisible();
    await expect(readCart().items[0]!.attributes).toMatchObject({ id: 3, quantity: 12, surcharges: { 1: 1 }, language_id: 13, age_group_id: 26, grade_id: 31 });
  },
};
