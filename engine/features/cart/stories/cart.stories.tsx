import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { buildTicket } from '../../../../tests/mocks/fixtures/tickets.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /cart (requirements/cart.md §2.1, requirements/cart.md §4.1): the table, holds with countdown, totals and VAT. */
const meta = {
  title: 'Cart/Cart',
  parameters: { route: '/cart' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Der Warenkorb ist leer/, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entdecken Sie unsere Angebote' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Zur Kasse' })).not.toBeInTheDocument();
  },
};

/** A ticket row with a live hold: the mm:ss countdown ticks, the total carries 7 % VAT. */
export const Default: Story = {
  beforeEach() {
    storeCart([buildTicketItem({ holdMinutes: 4 })]);
  },
  play: async ({ canvas }) => {
    const row = within((await canvas.findByRole('rowheader', { name: /Zeitfenster Erwachsene/ }, SLOW)).closest('tr')!);
    const timer = row.getByText(/^Reserviert für \d\d:\d\d$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    await expect(row.getByRole('button', { name: 'Reservierung verlängern' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Gesamtsumme 28,00/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /inkl\. 7 % MwSt\. 1,83/ })).toBeVisible();
  },
};

/** A hold whose valid_until has passed: the countdown goes, the page announces it, the hold leaves the cart. */
export const HoldExpired: Story = {
  beforeEach() {
    storeCart([buildTicketItem({ holdMinutes: -1 })]);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('rowheader', { name: /Zeitfenster Erwachsene/ }, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Die Reservierung für Zeitfenster Erwachsene ist abgelaufen. Die Tickets sind nicht mehr für Sie reserviert.')).toBeInTheDocument());
    await expect(canvas.queryByText(/^Reserviert für/)).not.toBeInTheDocument();
    await waitFor(() => expect(readCart().items[0]!.reservation).toBeUndefined());
  },
};

/** The refresh action renews the hold (PUT /tickets/reservations/{token}) to five minutes. */
export const HoldRefreshed: Story = {
  beforeEach() {
    storeCart([buildTicketItem({ holdMinutes: 1 })]);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/^Reserviert für 0[01]:\d\d$/, {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reservierung verlängern' }));
    await expect(await canvas.findByText(/^Reserviert für 0[45]:\d\d$/)).toBeVisible();
  },
};

/** requirements/cart.md §4.1: a hold update the server refuses puts the old quantity back and says why. */
export const HoldUpdateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...cartHandlers.reservationGone());
    storeCart([buildTicketItem({ holdMinutes: 4, quantity: 2 })]);
  },
  play: async ({ canvas, userEvent }) => {
    const select = await canvas.findByRole('combobox', { name: 'Anzahl für Zeitfenster Erwachsene' }, SLOW);
    await userEvent.selectOptions(select, '4');
    await expect(await canvas.findByText('Die Anzahl konnte nicht geändert werden, weil die Tickets nicht mehr verfügbar sind. Die bisherige Anzahl bleibt erhalten.')).toBeVisible();
    await expect(select).toHaveValue('2');
    await expect(readCart().items[0]!.attributes.quantity).toBe(2);
  },
};

/**
 * Issue 19: a cart filled in German follows a switch to English (names read anew), and tickets from
 * two museums name their museum, so two 'Timed entry adults' can be told apart.
 */
export const NamesFollowLanguageAndMuseum: Story = {
  parameters: { locale: 'en' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    storeCart([buildTicketItem({ id: 4, name: 'Zeitfenster Erwachsene' }), buildTicketItem({ id: 5, name: 'Zeitfenster Erwachsene' })]);
    msw.use(http.get(api('/tickets'), () => HttpResponse.json({ tickets: [
      buildTicket({ id: 4, title: 'Timed entry adults', museum_ids: [1] }),
      buildTicket({ id: 5, title: 'Timed entry adults', museum_ids: [2] }),
    ] })));
  },
  play: async ({ canvas }) => {
    const rows = await waitFor(() => {
      const found = canvas.getAllByRole('row').filter((row) => row.textContent?.includes('Timed entry adults'));
      expect(found).toHaveLength(2);
      return found;
    }, SLOW);
    await expect(canvas.queryByText(/Zeitfenster Erwachsene/)).not.toBeInTheDocument();
    await expect(within(rows[0]!).getByText('Kunsthalle am Fluss')).toBeVisible();
    await expect(within(rows[1]!).getByText('Naturkundemuseum')).toBeVisible();
  },
};
