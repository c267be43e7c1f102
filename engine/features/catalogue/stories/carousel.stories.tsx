import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/**
 * The start page's featured carousel (settings.startPage.featuredCarousel): featured exhibition,
 * event and tour in that order, rotating every intervalMs until paused (WCAG 2.2.2).
 */
const meta = {
  title: 'Catalogue/Carousel',
  parameters: { route: '/start', shop: { settings: { startPage: { featuredCarousel: { intervalMs: 2000 } } } } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** It rotates by itself, previous/next step through, and pause keeps the slide. */
export const Default: Story = {
  // The play watches the automatic change; it ends paused on slide 2, a picture that stands still.
  parameters: { visual: { motion: true } },
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Highlights' });
    const carousel = within(region);
    await expect(await carousel.findByRole('group', { name: '1 von 3' })).toHaveTextContent('Ausstellung 1');
    await expect(await carousel.findByRole('group', { name: '2 von 3' }, { timeout: 4000 })).toHaveTextContent('Veranstaltung 1');
    await userEvent.click(carousel.getByRole('button', { name: 'Automatischen Wechsel anhalten' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Nächste Folie' }));
    await expect(carousel.getByRole('group', { name: '3 von 3' })).toHaveTextContent('Führung 1');
    // Leave the carousel so only the pause button can hold it.
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();
    await sleep(2600);
    await expect(carousel.getByRole('group', { name: '3 von 3' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Automatischen Wechsel starten' })).toBeVisible();
    await userEvent.click(carousel.getByRole('button', { name: 'Vorherige Folie' }));
    await waitFor(() => expect(carousel.getByRole('group', { name: '2 von 3' })).toBeVisible());
  },
};

/** Issue 19: the controls are 44 px icon buttons with names, in a bar that covers neither picture nor text. */
export const ControlsBesideTheSlide: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Highlights' });
    const slide = await within(region).findByRole('group', { name: '1 von 3' });
    const slideBox = slide.getBoundingClientRect();
    // The first control pauses or, for a visitor who asked for reduced motion, starts the automatic change.
    for (const name of [/^Automatischen Wechsel (anhalten|starten)$/, 'Vorherige Folie', 'Nächste Folie']) {
      const button = within(region).getByRole('button', { name });
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      // No overlap with the slide, and inside the carousel (not cut off).
      await expect(box.top >= slideBox.bottom || box.bottom <= slideBox.top).toBe(true);
      await expect(box.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
      await expect(button.textContent).toBe('');
    }
  },
};

/** maxItems 1: only the featured exhibition. */
export const MaxItems: Story = {
  parameters: { shop: { settings: { startPage: { featuredCarousel: { maxItems: 1 } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const carousel = within(await canvas.findByRole('region', { name: 'Highlights' }));
    await expect(await carousel.findByRole('group', { name: '1 von 1' })).toHaveTextContent('Ausstellung 1');
  },
};

export const Disabled: Story = {
  parameters: { shop: { settings: { startPage: { featuredCarousel: { enabled: false } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Unsere Museen' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  },
};
