import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** /search/:q — exhibitions, events and tours matching the query, each cut at its catalogue.search count (requirements/catalogue.md §2, requirements/catalogue.md §9). */
const meta = { title: 'Catalogue/Search' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/search/Ausstellung' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Suchergebnisse für „Ausstellung“', level: 1 })).toBeVisible();
    const exhibitions = within(canvas.getByRole('region', { name: 'Ausstellungen' }));
    await expect(await exhibitions.findAllByRole('article')).toHaveLength(6);
    await userEvent.click(exhibitions.getByRole('button', { name: 'Alle 12 Ausstellungen anzeigen' }));
    await expect(exhibitions.getAllByRole('article')).toHaveLength(12);
    await expect(await within(canvas.getByRole('region', { name: 'Veranstaltungen' })).findByText('Zu „Ausstellung“ wurden keine Veranstaltungen gefunden.')).toBeVisible();
  },
};

/**
 * settings catalogue.search: one event shown; tours matched by the same text. Issue 20, requirements/catalogue.md §2.5:
 * only exhibitions get a 'more' link — events and tours are cut at their count without one.
 */
export const EventsAndTours: Story = {
  parameters: { route: '/search/ung', shop: { settings: { catalogue: { search: { events: 1 } } } } } as ShopStoryParameters,
  play: async ({ canvas }) => {
    const events = within(await canvas.findByRole('region', { name: 'Veranstaltungen' }));
    await expect(await events.findAllByRole('article')).toHaveLength(1);
    await expect(events.getByRole('link', { name: /Veranstaltung 1/ })).toHaveAttribute('href', '/event/1');
    await expect(events.queryByRole('button', { name: /anzeigen/ })).not.toBeInTheDocument();
    const tours = within(canvas.getByRole('region', { name: 'Führungen' }));
    await expect(await tours.findAllByRole('article')).toHaveLength(3);
    await expect(tours.queryByRole('button', { name: /anzeigen/ })).not.toBeInTheDocument();
  },
};

/** Issue 20, requirements/catalogue.md §2.5: initializeScope opens the results of one kind, all of them. */
export const Scoped: Story = {
  parameters: { route: '/search/ung?initializeScope=events', shop: { settings: { catalogue: { search: { events: 1 } } } } } as ShopStoryParameters,
  play: async ({ canvas }) => {
    const events = within(await canvas.findByRole('region', { name: 'Veranstaltungen' }));
    await expect(await events.findAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByRole('region', { name: 'Ausstellungen' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Führungen' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { route: '/search/Dinosaurier' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Zu „Dinosaurier“ wurden keine Ausstellungen gefunden.')).toBeVisible();
  },
};

/** The header's search form: toggle, type, submit, and the results page follows. */
export const FromHeader: Story = {
  parameters: { route: '/start' } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suche' }));
    const field = canvas.getByRole('searchbox', { name: 'Suchbegriff' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Ausstellung 1{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Suchergebnisse für „Ausstellung 1“', level: 1 })).toBeVisible();
  },
};

/** settings catalogue.search.enabled off: the header has no search toggle. */
export const SearchDisabled: Story = {
  parameters: { route: '/start', shop: { settings: { catalogue: { search: { enabled: false } } } } } as ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suche' })).not.toBeInTheDocument();
  },
};
