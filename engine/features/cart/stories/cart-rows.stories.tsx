import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import {
  buildCouponItem, buildEventItem, buildFlexItem, buildLectureItem, buildMantleItem, buildMerchandiseItem, buildSeatItem, buildTicketItem, buildTourItem, donation,
} from '../../../../tests/mocks/fixtures/cart.ts';
import { cartHandlers } from '../../../../tests/mocks/handlers/cart.ts';
import { storeCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /cart (requirements/cart.md §2.1): one row per item type, each with its own details, and one VAT line per rate. */
const meta = {
  title: 'Cart/Rows',
  parameters: { route: '/cart' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...cartHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvas: { findByRole: (role: string, options: object, wait: object) => Promise<HTMLElement> }, name: RegExp) =>
  within((await canvas.findByRole('rowheader', { name }, SLOW)).closest('tr')!);

/** Every row type at once: flex text, bundle sub-tickets, event prices and seats, tour lines, merchandise, coupon, donation. */
export const EveryRowType: Story = {
  beforeEach() {
    storeCart([buildFlexItem(), buildMantleItem(), buildEventItem(), buildTourItem(), buildMerchandiseItem(), buildCouponItem()], { donations: [donation()] });
  },
  play: async ({ canvas }) => {
    await expect((await rowOf(canvas, /^Flexticket/)).getByText(/beliebigen Tag/)).toBeVisible();
    const mantle = await rowOf(canvas, /^Urzeit & Sterne/);
    await expect(mantle.getByText('1 × Planetarium 15:00')).toBeVisible();
    const event = await rowOf(canvas, /^Nachtkonzert/);
    await expect(event.getByText('2 × Normalpreis')).toBeVisible();
    await expect(event.getByText('Reihe 3, Platz 8 · Parkett · Normalpreis')).toBeVisible();
    await expect(event.getByRole('link', { name: 'Veranstaltungstermin anzeigen' })).toBeVisible();
    const tour = await rowOf(canvas, /^Führung/);
    await expect(tour.getByText('Teilnehmende: 15')).toBeVisible();
    await expect(tour.getByText('Audioguide: 15')).toBeVisible();
    await expect(tour.getByText('105,00 €')).toBeVisible();
    await expect((await rowOf(canvas, /^Ausstellungskatalog/)).getByText('Hardcover, 240 Seiten')).toBeVisible();
    await expect((await rowOf(canvas, /^Wertgutschein/)).getByText('50,00 €')).toBeVisible();
    await expect(canvas.getByText(/Spende: Restaurierung/)).toBeVisible();
  },
};

/** 7 % tickets and 19 % merchandise: one VAT line per rate, each the tax included in its lines. */
export const VatPerRate: Story = {
  beforeEach() {
    storeCart([buildTicketItem({ quantity: 1 }), buildMerchandiseItem()]);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /Gesamtsumme 49,00/ }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('row', { name: /inkl\. 7 % MwSt\. 0,92/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /inkl\. 19 % MwSt\. 5,59/ })).toBeVisible();
  },
};

/** The event and tour rows have no quantity select: their quantity is fixed by prices or seats. */
export const ReadOnlyQuantities: Story = {
  beforeEach() {
    storeCart([buildTicketItem(), buildEventItem(), buildTourItem()]);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Anzahl für Zeitfenster Erwachsene' }, SLOW)).toHaveValue('2');
    await expect(canvas.queryByRole('combobox', { name: /Anzahl für Nachtkonzert/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: /Anzahl für Führung/ })).not.toBeInTheDocument();
  },
};

/** Issue 20: the quantity column counts the people of a per-price event and the seats of a seated one, not 1. */
export const EventQuantities: Story = {
  beforeEach() {
    storeCart([buildLectureItem(), buildSeatItem()]);
  },
  play: async ({ canvas }) => {
    const lecture = await rowOf(canvas, /^Abendvortrag/);
    await expect(lecture.getByRole('cell', { name: '3' })).toBeVisible();
    await expect(lecture.getByText('2 × Erwachsene')).toBeVisible();
    await expect(lecture.getByText('1 × Ermäßigt')).toBeVisible();
    const concert = await rowOf(canvas, /^Konzert im Lichthof/);
    await expect(concert.getByRole('cell', { name: '2' })).toBeVisible();
    await expect(concert.getByText(/Reihe A, Platz 3 · Kategorie I · Erwachsene/)).toBeVisible();
  },
};

/** Issue 20: operator HTML (a flex ticket's text, the postage row) is rendered, never shown as tags. */
export const OperatorHtml: Story = {
  beforeEach({ msw }) {
    msw.use(...cartHandlers.withHtmlShipping());
    storeCart([{ ...buildFlexItem(), cart: { ...buildFlexItem().cart, flex_description: '<p>Freier Einlass an einem Tag Ihrer Wahl.</p>' } }, { ...buildMerchandiseItem(), attributes: { id: 61, quantity: 1, shipped_with_merchandise_id: 9 } }]);
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Freier Einlass an einem Tag Ihrer Wahl.', {}, SLOW)).toBeVisible();
    await expect(await canvas.findByText('Deutschen Post', {}, SLOW)).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/<\/?(p|strong)>/);
  },
};

/** requirements/cart.md §2.2: a ticket shipped with merchandise carries the envelope, named for screen readers. */
export const ShippedWithMerchandise: Story = {
  beforeEach() {
    const ticket = buildTicketItem({ quantity: 1 });
    storeCart([{ ...ticket, attributes: { ...ticket.attributes, shipped_with_merchandise_id: 9 } }]);
  },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, /^Zeitfenster Erwachsene/);
    await expect(row.getByText('Versand per Post zusammen mit Merchandise')).toBeInTheDocument();
    await expect(row.getByTitle('Versand per Post zusammen mit Merchandise')).toBeVisible();
  },
};

/** requirements/cart.md §2.2: a ticket still needing attendee names offers 'Personalisieren', which opens that item's form. */
export const PersonalizeButton: Story = {
  beforeEach() {
    const ticket = buildTicketItem({ quantity: 2 });
    storeCart([buildMerchandiseItem(), { ...ticket, attributes: { ...ticket.attributes, attendees: [] } }]);
  },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, /^Zeitfenster Erwachsene/);
    await expect(row.getByRole('link', { name: 'Personalisieren' })).toHaveAttribute('href', '/tickets/personalization?itemIndex=1');
    await expect((await rowOf(canvas, /^Ausstellungskatalog/)).queryByRole('link', { name: 'Personalisieren' })).not.toBeInTheDocument();
  },
};
