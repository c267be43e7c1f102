import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopHandlers } from '../../../tests/mocks/handlers/shop.ts';

/** requirements/settings.md §4.1 / requirements/frame-and-routing.md §8.1: what the visitor sees before and instead of the shop. */
const meta = { title: 'Shop/Bootstrap' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    axe: {
      disabledRules: [{ id: 'page-has-heading-one', reason: 'A transient spinner before the shop is known: no name for a heading yet, and the status already announces it.' }],
    },
  },
  beforeEach({ msw }) {
    msw.use(shopHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Wird geladen …')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird geladen …');
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** 503: the maintenance notice in German and English at once, with a back button. */
export const Maintenance: Story = {
  beforeEach({ msw }) {
    msw.use(shopHandlers.maintenance());
  },
  play: async ({ canvas }) => {
    // The English block waits for the English bundle; until then both blocks fall back to German.
    await expect(await canvas.findByRole('heading', { name: 'Planned maintenance' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Geplante Wartungsarbeiten' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible();
  },
};

/** Any other failure: the generic error banner; its details open and close. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(shopHandlers.error());
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Hoppla, da ist etwas schiefgelaufen.');
    const toggle = canvas.getByRole('button', { name: 'Details anzeigen' });
    await expect(canvas.queryByText('Internal Server Error')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByText('Internal Server Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Details ausblenden' }));
    await expect(canvas.getByText('500')).not.toBeVisible();
  },
};
