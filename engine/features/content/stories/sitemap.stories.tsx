import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** /sitemap — the placeholder page of requirements/frame-and-routing.md §2.9, as a list of the shop's screens and pages. */
const meta = { title: 'Content/Sitemap' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/sitemap' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible();
    const screens = canvas.getByRole('navigation', { name: 'Bereiche des Shops' });
    await expect(screens).toContainElement(canvas.getByRole('link', { name: 'Startseite' }));
    await expect(canvas.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', expect.stringMatching(/\/cart$/));
    await expect(canvas.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' })).toHaveAttribute('href', expect.stringMatching(/\/page\/agb$/));
  },
};

