import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** Content pages per language as HTML, sanitised as the shop shows them. */
const meta = {
  title: 'Preview/Content',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/content';
    msw.use(...adminHandlers.signedIn({
      content: { de: { agb: '<h2>AGB</h2><p>Es gelten die AGB.</p>', impressum: '<h2>Impressum</h2>' }, en: { agb: '<h2>Terms</h2>' } },
    }));
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** An edit shows sanitised beside the source and on the page in the live shop. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const live = within(await canvas.findByTestId('live-shop'));
    await live.findByRole('navigation', { name: 'Hauptnavigation' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Ansicht im Shop/ }), '/page/agb');
    await expect(await live.findByRole('heading', { name: 'AGB' })).toBeVisible();

    const source = canvas.getByRole('textbox', { name: 'HTML von agb' });
    await expect(source).toHaveValue('<h2>AGB</h2><p>Es gelten die AGB.</p>');
    await userEvent.clear(source);
    await userEvent.click(source);
    await userEvent.paste('<h2>Neue AGB</h2><p onclick="alert(1)">Gilt ab heute.</p>');
    await expect(await live.findByRole('heading', { name: 'Neue AGB' })).toBeVisible();
    const sanitised = canvas.getByText('Gilt ab heute.', { selector: '.preview-content-preview p' });
    await expect(sanitised).not.toHaveAttribute('onclick');
    await expect(await canvas.findByText('Entwurf gespeichert (Revision 5)')).toBeVisible();
  },
};

/** Each language has its own text; a page missing in a language starts empty. */
export const PerLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('live-shop');
    const tab = within(canvas.getByRole('tabpanel', { name: 'Inhaltsseiten' }));
    await userEvent.selectOptions(tab.getByRole('combobox', { name: /^Sprache/ }), 'en');
    await expect(tab.getByRole('textbox', { name: 'HTML von agb' })).toHaveValue('<h2>Terms</h2>');
    await userEvent.selectOptions(tab.getByRole('combobox', { name: /^Seite/ }), 'impressum');
    await expect(tab.getByRole('textbox', { name: 'HTML von impressum' })).toHaveValue('');
    // The language switch re-renders the live shop; the checks after the play need it settled.
    await expect(await within(canvas.getByTestId('live-shop')).findByRole('main', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
