import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** /page/:id — operator content, the error page of a namespace and 'not found' (requirements/frame-and-routing.md §2.5). */
const meta = { title: 'Content/ContentPage' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { route: '/page/agb' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Allgemeine Geschäftsbedingungen', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('Es gelten die AGB der Museen am Fluss.');
  },
};

export const NotFound: Story = {
  parameters: { route: '/page/sitemap-of-nowhere' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Seite nicht gefunden', level: 1 })).toBeVisible();
  },
};

/** A page id without content is 'not found' too: pages show only when their content exists. */
export const WithoutContent: Story = {
  parameters: { route: '/page/faq', shop: { content: { faq: '' } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Seite nicht gefunden', level: 1 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { route: '/page/error?namespace=exhibition.error' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ausstellung nicht gefunden');
  },
};
