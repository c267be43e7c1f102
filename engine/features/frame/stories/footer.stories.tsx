import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** requirements/frame-and-routing.md §2.5 'Footer': a link per existing content page, external when translations give a URL. */
const meta = {
  title: 'Frame/Footer',
  parameters: {
    route: '/start',
    shop: {
      content: { faq: '' },
      translations: { frame: { footer: { links: { impressum: { url: 'https://museen-am-fluss.example/impressum' } } } } },
    },
  } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const InternalAndExternalLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    const footer = within(await canvas.findByRole('navigation', { name: 'Rechtliches und Service' }));
    await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', 'https://museen-am-fluss.example/impressum');
    await expect(footer.queryByRole('link', { name: 'Häufige Fragen' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Museen am Fluss`);
    await userEvent.click(footer.getByRole('link', { name: 'AGB' }));
    await expect(await canvas.findByRole('heading', { name: 'Allgemeine Geschäftsbedingungen', level: 1 })).toBeInTheDocument();
  },
};
