import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { productsHandlers } from '../../../../tests/mocks/handlers/products.ts';

/** requirements/frame-and-routing.md §2.2: dropdowns fetch page size + 1 and offer 'view all (count)'; size 0 is a plain link. */
const meta = {
  title: 'Frame/Navigation',
  parameters: { route: '/start' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 12 exhibitions, page size 10: ten entries and 'view all (12)'. Escape closes and refocuses the button. */
export const Dropdown: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Hauptnavigation' }));
    const toggle = await nav.findByRole('button', { name: 'Ausstellungen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await nav.findByRole('link', { name: 'Alle anzeigen (12)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ausstellung 10' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Ausstellung 11' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(nav.queryByRole('link', { name: 'Alle anzeigen (12)' })).not.toBeInTheDocument();
  },
};

/** Everything fits: no 'view all' link (4 events, page size 10). */
export const DropdownWithoutViewAll: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Hauptnavigation' }));
    await userEvent.click(await nav.findByRole('button', { name: 'Veranstaltungen' }));
    await expect(await nav.findByRole('link', { name: 'Veranstaltung 4' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: /Alle anzeigen/ })).not.toBeInTheDocument();
  },
};

export const PageSizeZero: Story = {
  parameters: { shop: { settings: { menu: { pageSizes: { exhibitions: 0 } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Hauptnavigation' }));
    await expect(await nav.findByRole('link', { name: 'Ausstellungen' })).toHaveAttribute('href', '/exhibitions');
    await expect(nav.queryByRole('button', { name: 'Ausstellungen' })).not.toBeInTheDocument();
  },
};

/** Keyboard only: Tab reaches the toggle, Enter opens, focus moves into the panel. */
export const DropdownByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Hauptnavigation' }));
    const toggle = await nav.findByRole('button', { name: 'Museen' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Kunsthalle am Fluss' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Menü' });
    await expect(canvas.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const mobile = within(await canvas.findByRole('navigation', { name: 'Navigation' }));
    await expect(mobile.getByRole('button', { name: 'Ausstellungen' })).toBeVisible();
    await userEvent.click(await mobile.findByRole('button', { name: 'Museen' }));
    await userEvent.click(await mobile.findByRole('link', { name: 'Naturkundemuseum' }));
    await expect(await canvas.findByRole('heading', { name: 'Naturkundemuseum', level: 1 })).toBeVisible();
    // The menu closes in an effect after the new page has rendered.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** The main navigation, once the page has rendered (the first render may be replaced). */
const mainNav = async (canvas: { findByRole: (role: 'navigation', options: { name: string }) => Promise<HTMLElement> }) =>
  within(await canvas.findByRole('navigation', { name: 'Hauptnavigation' }));

/** menu.groupBy 'category': the event dropdown lists its events under their category names. */
export const GroupedByCategory: Story = {
  parameters: { shop: { settings: { menu: { groupBy: 'category' } } } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...productsHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await mainNav(canvas);
    await userEvent.click(await nav.findByRole('button', { name: 'Veranstaltungen' }));
    const concerts = within(await nav.findByRole('list', { name: 'Konzert' }));
    await expect(concerts.getAllByRole('link').map((link) => link.textContent)).toEqual(['Orgelkonzert im Lichthof', 'Jazz am Fluss']);
    await expect(nav.getByRole('list', { name: 'Workshop' })).toBeVisible();
  },
};

/** menu.groupBy 'categoryGroup': headings are the configured category groups (catalogue.filters.categoryGroups). */
export const GroupedByCategoryGroup: Story = {
  parameters: {
    shop: {
      settings: {
        menu: { groupBy: 'categoryGroup' },
        catalogue: { filters: { categoryGroups: [{ titleKey: 'menu.words', categoryIds: [2] }, { titleKey: 'menu.handsOn', categoryIds: [3] }] } },
      },
      translations: { frame: { menu: { words: 'Wort und Text', handsOn: 'Mitmachen' } } },
    },
  } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...productsHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await mainNav(canvas);
    await userEvent.click(await nav.findByRole('button', { name: 'Veranstaltungen' }));
    const handsOn = within(await nav.findByRole('list', { name: 'Mitmachen' }));
    await expect(handsOn.getAllByRole('link').map((link) => link.textContent)).toEqual(['Druckwerkstatt für Familien', 'Fossilien bestimmen']);
    await expect(nav.getByRole('list', { name: 'Wort und Text' })).toBeVisible();
    // Concerts belong to no group and follow without a heading.
    await expect(nav.getByRole('link', { name: 'Jazz am Fluss' })).toBeVisible();
  },
};

/** menu.multipleEventMenuItems: one dropdown per event_groups entry, each listing only its categories. */
export const MultipleEventMenuItems: Story = {
  parameters: {
    shop: {
      settings: {
        menu: { multipleEventMenuItems: { enabled: true, items: [{ titleKey: 'menu.concerts', event_groups: [1] }, { titleKey: 'menu.workshops', event_groups: [3] }] } },
      },
      translations: { frame: { menu: { concerts: 'Konzerte', workshops: 'Werkstätten' } } },
    },
  } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...productsHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await mainNav(canvas);
    await expect(nav.queryByRole('button', { name: 'Veranstaltungen' })).not.toBeInTheDocument();
    await userEvent.click(await nav.findByRole('button', { name: 'Werkstätten' }));
    await expect(await nav.findByRole('link', { name: 'Fossilien bestimmen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Druckwerkstatt für Familien' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Jazz am Fluss' })).not.toBeInTheDocument();
    await expect(nav.getByRole('button', { name: 'Konzerte' })).toBeVisible();
  },
};

/** menu.items.combiTicketGroups: one link per tickets.combi.groups entry, after the ticket link. */
export const CombiTicketLinks: Story = {
  parameters: {
    shop: { settings: { menu: { items: { combiTicketGroups: true } }, tickets: { combi: { groups: ['ticketGroup', 'sommer'] } } } },
  } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const nav = await mainNav(canvas);
    await expect(await nav.findByRole('link', { name: 'Kombitickets' })).toHaveAttribute('href', '/tickets/combi?group=ticketGroup');
    await expect(nav.getByRole('link', { name: 'Kombitickets: sommer' })).toHaveAttribute('href', '/tickets/combi?group=sommer');
  },
};
