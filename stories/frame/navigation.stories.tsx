import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../.storybook/shop-parameters.ts';

/** Spec cart §2.8: dropdowns fetch page size + 1 and offer 'view all (count)'; size 0 is a plain link. */
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
