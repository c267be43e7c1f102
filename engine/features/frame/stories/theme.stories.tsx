import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkTokens } from '../../../../themes/default/tokens.ts';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** The dark palette (settings theme.colorScheme), which the toolbar switches for every story. */
const meta = { title: 'Frame/Theme', parameters: { route: '/start' } satisfies ShopStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  parameters: { theme: 'dark' } satisfies ShopStoryParameters,
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { name: 'Museen am Fluss', level: 1 });
    const root = canvasElement.querySelector<HTMLElement>('.shop-root')!;
    await expect(root.style.getPropertyValue('--shop-background')).toBe(darkTokens.background);
  },
};
