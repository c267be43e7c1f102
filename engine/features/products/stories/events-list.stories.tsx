import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { productsHandlers } from '../../../../tests/mocks/handlers/products.ts';

/**
 * requirements/catalogue.md §2.6 'Product lists': /products/events with museum, exhibition, language and category
 * filters in the URL; the catalogue.* settings switch grouping, sorting, required filters and the layout.
 */
const meta = {
  title: 'Products/EventsList',
  parameters: { route: '/products/events' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...productsHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvas: HTMLElement) => within(canvas).queryAllByRole('link').filter((link) => link.classList.contains('card__link')).map((link) => link.textContent);
/** The page's main element, once the page (not the frame's first render) is there. */
const main = async (canvas: { findByRole: (role: 'heading', options: { level: number }) => Promise<HTMLElement> }) =>
  (await canvas.findByRole('heading', { level: 1 })).closest('main')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Veranstaltungen', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Jazz am Fluss' })).toHaveAttribute('href', '/event/4');
    await expect(cardTitles(await main(canvas))).toHaveLength(6);
    await expect(canvas.getByRole('combobox', { name: 'Museum' })).toBeVisible();
    // Opened directly, the list once came without the card styles (a bulleted column of full-width pictures).
    await expect(getComputedStyle((await main(canvas)).querySelector('.card-grid')!).display).toBe('grid');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...productsHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await within(await main(canvas)).findByText('Wird geladen …')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...productsHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Es gibt keine Veranstaltungen zu Ihrer Auswahl.')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...productsHandlers.error());
  },
  play: async ({ canvas }) => {
    await expect(await within(await main(canvas)).findByRole('alert')).toHaveFocus();
  },
};

/** A museum narrows the list (and the URL); the reset keeps the language and clears the rest. */
export const Filtered: Story = {
  parameters: { route: '/products/events?language_id=1' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    const museum = await canvas.findByRole('combobox', { name: 'Museum' });
    await expect(await canvas.findByRole('option', { name: 'Naturkundemuseum' })).toBeInTheDocument();
    await userEvent.selectOptions(museum, 'Naturkundemuseum');
    await expect(await canvas.findByRole('link', { name: 'Druckwerkstatt für Familien' })).toBeVisible();
    await expect(cardTitles(await main(canvas))).toEqual(['Druckwerkstatt für Familien']);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(await canvas.findByRole('link', { name: 'Orgelkonzert im Lichthof' })).toBeVisible();
    await expect(museum).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch');
    await expect(canvas.queryByRole('link', { name: 'Jazz am Fluss' })).not.toBeInTheDocument();
  },
};

/** catalogue.filters.required: the list waits for a museum and says so. */
export const FilterRequired: Story = {
  parameters: { shop: { settings: { catalogue: { filters: { required: ['museum'] } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    const page = within(await main(canvas));
    await expect(await page.findByRole('status')).toHaveTextContent('Bitte wählen Sie ein Museum.');
    await expect(page.getByRole('combobox', { name: 'Museum' })).toHaveAccessibleDescription('Bitte wählen Sie ein Museum.');
    await expect(cardTitles(await main(canvas))).toHaveLength(0);
    await expect(await page.findByRole('option', { name: 'Stadtgeschichtliches Museum' })).toBeInTheDocument();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Museum' }), 'Stadtgeschichtliches Museum');
    await expect(await canvas.findByRole('link', { name: 'Fossilien bestimmen' })).toBeVisible();
  },
};

export const GroupedByCategory: Story = {
  parameters: { shop: { settings: { catalogue: { groupByCategory: true } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const concerts = await canvas.findByRole('region', { name: 'Konzert' });
    await expect(within(concerts).getByRole('heading', { level: 2 })).toHaveTextContent('Konzert');
    await expect(cardTitles(concerts)).toEqual(['Orgelkonzert im Lichthof', 'Jazz am Fluss']);
    await expect(canvas.getByRole('region', { name: 'Workshop' })).toBeVisible();
  },
};

/** Soonest next booking date first; an event without one goes last. */
export const SortedByNextDate: Story = {
  parameters: { shop: { settings: { catalogue: { sortByNextDate: true } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Jazz am Fluss' })).toBeVisible();
    await expect(cardTitles(await main(canvas))).toEqual([
      'Reading: Darwin’s Journeys', 'Lesung: Briefe aus Italien', 'Druckwerkstatt für Familien', 'Orgelkonzert im Lichthof', 'Fossilien bestimmen', 'Jazz am Fluss',
    ]);
  },
};

/** Filter version 2: toggle buttons instead of dropdowns. */
export const FilterButtons: Story = {
  parameters: { shop: { settings: { catalogue: { filters: { version: 2 } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    const categories = within(await canvas.findByRole('group', { name: 'Kategorie' }));
    const workshop = await categories.findByRole('button', { name: 'Workshop' });
    await userEvent.click(workshop);
    await expect(workshop).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('link', { name: 'Fossilien bestimmen' })).toBeVisible();
    await expect(cardTitles(await main(canvas))).toEqual(['Druckwerkstatt für Familien', 'Fossilien bestimmen']);
  },
};
