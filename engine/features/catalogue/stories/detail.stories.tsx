import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildTicket } from '../../../../tests/mocks/fixtures/tickets.ts';
import { catalogueHandlers } from '../../../../tests/mocks/handlers/catalogue.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** Museum and exhibition detail pages; an unknown id goes to the error page of its namespace. */
const meta = { title: 'Catalogue/Detail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Museum: Story = {
  parameters: { route: '/museum/1' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kunsthalle am Fluss', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Ein Haus voller Geschichten.')).toBeVisible();
    // Defaults: 6 exhibitions then 'more' (detailPages.museumExhibitions), 4 events, 4 tours.
    const exhibitions = within(canvas.getByRole('region', { name: 'Ausstellungen in diesem Museum' }));
    await expect(await exhibitions.findAllByRole('article')).toHaveLength(6);
    await expect(exhibitions.getByRole('link', { name: 'Alle Ausstellungen des Museums' })).toHaveAttribute('href', '/exhibitions?museum_id=1');
    const events = within(canvas.getByRole('region', { name: 'Veranstaltungen' }));
    await expect(await events.findAllByRole('article')).toHaveLength(4);
    await expect(events.queryByRole('link', { name: 'Alle Veranstaltungen' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Veranstaltungskalender' })).toBeVisible();
  },
};

/** catalogue.detailPages: 2 exhibitions, 1 event (both with 'more'), no tours. */
export const DetailPagesCounts: Story = {
  parameters: { route: '/museum/1', shop: { settings: { catalogue: { detailPages: { museumExhibitions: 2, events: 1, tours: 0 } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const exhibitions = within(await canvas.findByRole('region', { name: 'Ausstellungen in diesem Museum' }));
    await expect(await exhibitions.findAllByRole('article')).toHaveLength(2);
    await expect(exhibitions.getByRole('link', { name: 'Alle Ausstellungen des Museums' })).toBeVisible();
    const events = within(canvas.getByRole('region', { name: 'Veranstaltungen' }));
    await expect(await events.findAllByRole('article')).toHaveLength(1);
    await expect(events.getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute('href', '/products/events?museum_id=1');
    await expect(canvas.queryByRole('region', { name: 'Führungen' })).not.toBeInTheDocument();
  },
};

/** catalogue.imageLayouts.details photo: the detail picture is 3:2. */
export const ImageLayoutPhoto: Story = {
  parameters: { route: '/museum/1', shop: { settings: { catalogue: { imageLayouts: { details: 'photo' } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kunsthalle am Fluss', level: 1 })).toBeVisible();
    const figure = canvas.getByRole('figure');
    await expect(figure).toHaveClass('media--photo');
    const { width, height } = figure.querySelector('img')!.getBoundingClientRect();
    await expect(Math.abs(width / height - 1.5)).toBeLessThan(0.02);
  },
};

export const Exhibition: Story = {
  parameters: { route: '/exhibition/2' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ausstellung 2', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zum Museum' })).toHaveAttribute('href', '/museum/1');
    await expect(await canvas.findByRole('region', { name: 'Veranstaltungskalender' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Führungen' })).toBeVisible();
  },
};

/** catalogue.detailPages.tickets: the exhibition's ticket widget shows one ticket, then 'more'. */
export const DetailPagesTickets: Story = {
  parameters: { route: '/exhibition/2', shop: { settings: { catalogue: { detailPages: { tickets: 1 } } } } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    const dayTicket = (id: number, title: string) =>
      buildTicket({ id, title, ticket_type: 'normal', entry_duration: null, museum_ids: [1], exhibition_ids: [2], quota_ids: [] });
    msw.use(...ticketsHandlers.default({ tickets: [dayTicket(1, 'Ausstellung Erwachsene'), dayTicket(2, 'Ausstellung ermäßigt')] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ausstellung 2', level: 1 })).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „Ausstellung Erwachsene“', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByLabelText('Anzahl „Ausstellung ermäßigt“')).not.toBeInTheDocument();
  },
};

/** catalogue.displayMuseumInfo: the exhibition names its museum (default on). */
export const MuseumInfo: Story = {
  parameters: { route: '/exhibition/2' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ausstellung 2', level: 1 })).toBeVisible();
    await expect(await within(canvas.getByRole('main')).findByText('Kunsthalle am Fluss')).toBeVisible();
  },
};

export const MuseumInfoOff: Story = {
  parameters: { route: '/exhibition/2', shop: { settings: { catalogue: { displayMuseumInfo: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ausstellung 2', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Veranstaltungskalender' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryByText('Kunsthalle am Fluss')).not.toBeInTheDocument();
  },
};

export const MuseumNotFound: Story = {
  parameters: { route: '/museum/99' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.notFound());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Museum nicht gefunden');
  },
};
