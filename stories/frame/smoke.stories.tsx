import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

function Hello() {
  return <p>Shop</p>;
}

const meta: Meta<typeof Hello> = { title: 'Frame/Smoke', component: Hello };
export default meta;

export const Default: StoryObj<typeof Hello> = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Shop')).toBeInTheDocument();
  },
};
