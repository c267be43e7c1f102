import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogueHandlers } from '../../../../tests/mocks/handlers/catalogue.ts';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** /start: museums, up to six exhibitions, events and tours (requirements/catalogue.md §2); settings in start-settings.stories.tsx. */
const meta = {
  title: 'Catalogue/Start',
  parameters: { route: '/start' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Museen am Fluss', level: 1 })).toBeVisible();
    const museums = within(canvas.getByRole('region', { name: 'Unsere Museen' }));
    await expect(await museums.findAllByRole('article')).toHaveLength(3);
    const exhibitions = within(canvas.getByRole('region', { name: 'Ausstellungen' }));
    await expect(await exhibitions.findAllByRole('article')).toHaveLength(6);
    await expect(exhibitions.getByRole('link', { name: 'Alle Ausstellungen' })).toBeVisible();
    const events = within(canvas.getByRole('region', { name: 'Veranstaltungen' }));
    const eventCards = await events.findAllByRole('article');
    await expect(eventCards).toHaveLength(4);
    // Sorted by first upcoming date: the fixtures' dates start with event 4.
    await expect(eventCards[0]).toHaveTextContent('Veranstaltung 4');
    const tours = within(canvas.getByRole('region', { name: 'Führungen' }));
    await expect(await tours.findAllByRole('article')).toHaveLength(3);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.loading());
  },
  play: async ({ canvas }) => {
    const museums = within(await canvas.findByRole('region', { name: 'Unsere Museen' }));
    await expect(museums.getByRole('status')).toHaveTextContent('Wird geladen');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Derzeit sind keine Museen verfügbar.')).toBeVisible();
    await expect(await canvas.findByText('Derzeit sind keine Ausstellungen verfügbar.')).toBeVisible();
  },
};

/** Lists fail: the closable error banner; details open and close, then the banner is dismissed. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...catalogueHandlers.error());
  },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: 'Ausstellungen' }));
    const banner = within(await section.findByRole('alert'));
    await expect(banner.getByText('Hoppla, da ist etwas schiefgelaufen.')).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Details anzeigen' }));
    await expect(banner.getByText('500')).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Details ausblenden' }));
    await expect(banner.getByText('500')).not.toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Fehlermeldung schließen' }));
    await expect(section.queryByRole('alert')).not.toBeInTheDocument();
  },
};
