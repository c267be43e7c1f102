import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** /exhibitions and /museums with settings.catalogue.imageLayouts.lists and displayMuseumInfo. */
const meta = {
  title: 'Catalogue/Lists',
  parameters: { route: '/exhibitions' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page heading first: the frame's main is replaced once the lazy route has loaded. */
const mainOf = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], heading: string) => {
  await canvas.findByRole('heading', { name: heading, level: 1 });
  return within(canvas.getByRole('main'));
};

/** Defaults: standard (4:3) pictures, and each exhibition names its museum. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await mainOf(canvas, 'Ausstellungen');
    const cards = await main.findAllByRole('article');
    await expect(cards).toHaveLength(12);
    await expect(cards[0]!.querySelector('.card__media')).toHaveClass('media--standard');
    await expect(within(cards[0]!).getByText('Kunsthalle am Fluss')).toBeVisible();
  },
};

export const ImageLayoutPhoto: Story = {
  parameters: { route: '/museums', shop: { settings: { catalogue: { imageLayouts: { lists: 'photo' } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const cards = await (await mainOf(canvas, 'Museen')).findAllByRole('article');
    const media = cards[0]!.querySelector('.card__media')!;
    await expect(media).toHaveClass('media--photo');
    const { width, height } = media.getBoundingClientRect();
    await expect(Math.abs(width / height - 1.5)).toBeLessThan(0.02);
  },
};

export const MuseumInfoOff: Story = {
  parameters: { shop: { settings: { catalogue: { displayMuseumInfo: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const main = await mainOf(canvas, 'Ausstellungen');
    await expect(await main.findAllByRole('article')).toHaveLength(12);
    await expect(main.queryByText('Kunsthalle am Fluss')).not.toBeInTheDocument();
  },
};
