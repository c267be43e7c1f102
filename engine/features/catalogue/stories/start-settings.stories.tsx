import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers } from '../../../../tests/mocks/handlers/catalogue.ts';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** /start with settings.startPage and settings.catalogue changed: each story fails if its setting is ignored. */
const meta = {
  title: 'Catalogue/StartSettings',
  parameters: { route: '/start' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const withSettings = (settings: Record<string, unknown>, translations?: Record<string, Record<string, unknown>>): ShopStoryParameters => ({
  route: '/start', shop: { settings, ...(translations ? { translations } : {}) },
});

/** startPage.callToAction: the 'Buy tickets' button leads to the ticket groups. */
export const CallToAction: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Tickets kaufen' })).toHaveAttribute('href', '/tickets/groups');
  },
};

export const CallToActionOff: Story = {
  parameters: withSettings({ startPage: { callToAction: false } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museen am Fluss', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Tickets kaufen' })).not.toBeInTheDocument();
  },
};

/** productCalendar.previewDates 3: three of the day's seven dates, the second sold out, then 'more'. */
export const ProductCalendar: Story = {
  parameters: withSettings({ catalogue: { productCalendar: { previewDates: 3 } } }),
  play: async ({ canvas }) => {
    const calendar = within(await canvas.findByRole('region', { name: 'Veranstaltungskalender' }));
    const day = await calendar.findByLabelText('Tag');
    await expect(await calendar.findAllByRole('listitem')).toHaveLength(3);
    const book = calendar.getByRole('link', { name: '10:00 Uhr buchen' });
    await expect(book.getAttribute('href')).toMatch(new RegExp(`^/event/4\\?date=${(day as HTMLInputElement).value}&date_id=\\d+1$`));
    await expect(calendar.getByText('Kuratorenführung · Kunsthalle am Fluss')).toBeVisible();
    await expect(calendar.getByText('Ausverkauft')).toBeVisible();
    await expect(calendar.queryByRole('link', { name: '11:00 Uhr buchen' })).not.toBeInTheDocument();
    await expect(calendar.getByRole('link', { name: 'Weitere Termine' })).toHaveAttribute('href', '/products/events');
    // Another day in the picker loads that day's dates.
    const next = new Date(`${(day as HTMLInputElement).value}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const nextDay = next.toISOString().slice(0, 10);
    fireEvent.change(day, { target: { value: nextDay } });
    await waitFor(() => expect(calendar.getByRole('link', { name: '10:00 Uhr buchen' })).toHaveAttribute('href', expect.stringContaining(`date=${nextDay}&`)));
  },
};

export const ProductCalendarEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.calendarEmpty());
  },
  play: async ({ canvas }) => {
    const calendar = within(await canvas.findByRole('region', { name: 'Veranstaltungskalender' }));
    await expect(await calendar.findByText('Derzeit sind keine Termine verfügbar.')).toBeVisible();
  },
};

/** catalogue.displayEventInfo off: start times only, no title-and-location line. */
export const EventInfoOff: Story = {
  parameters: withSettings({ catalogue: { displayEventInfo: false } }),
  play: async ({ canvas }) => {
    const calendar = within(await canvas.findByRole('region', { name: 'Veranstaltungskalender' }));
    await expect(await calendar.findByRole('link', { name: '10:00 Uhr buchen' })).toBeVisible();
    await expect(calendar.queryByText(/Kuratorenführung/)).not.toBeInTheDocument();
  },
};

/** startPage.productCalendar, featuredCarousel.enabled and all lists off: only the hero and ticket search stay. */
export const ListsOff: Story = {
  parameters: withSettings({ startPage: { productCalendar: false, featuredCarousel: { enabled: false }, lists: { museums: false, exhibitions: false, events: false, tours: false } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Tickets kaufen' })).toBeVisible();
    for (const name of ['Unsere Museen', 'Ausstellungen', 'Veranstaltungen', 'Führungen', 'Veranstaltungskalender', 'Highlights']) {
      await expect(canvas.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  },
};

export const ExhibitionCardsZero: Story = {
  parameters: withSettings({ startPage: { exhibitionCards: 0 } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Unsere Museen' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Ausstellungen' })).not.toBeInTheDocument();
  },
};

export const ExhibitionCardsFew: Story = {
  parameters: withSettings({ startPage: { exhibitionCards: 2 } }),
  play: async ({ canvas }) => {
    const exhibitions = within(await canvas.findByRole('region', { name: 'Ausstellungen' }));
    await expect(await exhibitions.findAllByRole('article')).toHaveLength(2);
    await expect(exhibitions.getByRole('link', { name: 'Alle Ausstellungen' })).toHaveAttribute('href', '/exhibitions');
  },
};

/**
 * Without translations no link block shows. Kept before SpecialOffers: server translations
 * currently leak into later stories of the same page (see report on engine/shared/i18n).
 */
export const SpecialOffersEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museen am Fluss', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Sonderangebote' })).not.toBeInTheDocument();
  },
};

/** Links come from translations: one special offer lacks its url, the second external link is over the limit of 1. */
export const SpecialOffers: Story = {
  parameters: withSettings({ startPage: { externalLinks: 1 } }, {
    catalogue: {
      start: {
        specialOffers: { 1: { title: 'Familienkarte', url: '/tickets/groups' }, 2: { title: 'Ohne Adresse' } },
        externalLinks: { 1: { title: 'Stadtführungen', url: 'https://stadt.example/fuehrungen' }, 2: { title: 'Zu viel', url: 'https://stadt.example/' } },
      },
    },
  }),
  play: async ({ canvas }) => {
    const offers = within(await canvas.findByRole('navigation', { name: 'Sonderangebote' }));
    await expect(offers.getAllByRole('link')).toHaveLength(1);
    await expect(offers.getByRole('link', { name: 'Familienkarte' })).toHaveAttribute('href', '/tickets/groups');
    const links = within(canvas.getByRole('navigation', { name: 'Weitere Links' }));
    await expect(links.getAllByRole('link')).toHaveLength(1);
    await expect(links.getByRole('link', { name: 'Stadtführungen' })).toHaveAttribute('href', 'https://stadt.example/fuehrungen');
  },
};

export const ImageLayoutSquare: Story = {
  parameters: withSettings({ catalogue: { imageLayouts: { start: 'square' } } }),
  play: async ({ canvas }) => {
    const museums = within(await canvas.findByRole('region', { name: 'Unsere Museen' }));
    const media = (await museums.findAllByRole('article'))[0]!.querySelector('.card__media')!;
    await expect(media).toHaveClass('media--square');
    const { width, height } = media.getBoundingClientRect();
    await expect(Math.abs(width - height)).toBeLessThan(2);
  },
};

/** catalogue.displayMuseumInfo (default on): exhibition cards name their museum. */
export const MuseumInfo: Story = {
  play: async ({ canvas }) => {
    const exhibitions = within(await canvas.findByRole('region', { name: 'Ausstellungen' }));
    await expect(await exhibitions.findAllByText('Kunsthalle am Fluss')).toHaveLength(6);
  },
};

export const MuseumInfoOff: Story = {
  parameters: withSettings({ catalogue: { displayMuseumInfo: false } }),
  play: async ({ canvas }) => {
    const exhibitions = within(await canvas.findByRole('region', { name: 'Ausstellungen' }));
    await expect(await exhibitions.findAllByRole('article')).toHaveLength(6);
    await expect(exhibitions.queryByText('Kunsthalle am Fluss')).not.toBeInTheDocument();
  },
};
