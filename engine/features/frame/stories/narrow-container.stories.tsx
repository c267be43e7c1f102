import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/**
 * The shop picks its mobile layout from its own width, not the window's (`@container shop` on the
 * shop root): the test window stays 1200 px wide and only the box the shop sits in narrows, as in
 * the operator preview's mobile width or a host page's column.
 */
const meta = {
  title: 'Frame/NarrowContainer',
  parameters: { route: '/start' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

let narrowed: HTMLElement | undefined;

export const Default: Story = {
  beforeEach() {
    return () => {
      narrowed?.style.removeProperty('width');
      narrowed = undefined;
    };
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    narrowed = canvasElement;
    canvasElement.style.width = '360px';
    const toggle = await canvas.findByRole('button', { name: 'Menü' });
    await expect(canvas.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    await expect(window.innerWidth).toBeGreaterThan(960);
    await userEvent.click(toggle);
    const mobile = within(await canvas.findByRole('navigation', { name: 'Navigation' }));
    // The museum entry appears once the museums have loaded, which may be after the toggle shows.
    await expect(await mobile.findByRole('button', { name: 'Museen' })).toBeVisible();
  },
};
