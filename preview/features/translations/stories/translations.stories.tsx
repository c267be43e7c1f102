import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** The shop's texts: search over keys and texts, missing texts per language, live edits. */
const meta = {
  title: 'Preview/Translations',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/translations';
    // A notice written in German only: the other languages miss it.
    msw.use(...adminHandlers.signedIn({ translations: { de: { frame: { notice: { header: 'Geänderte Öffnungszeiten' } } } } }));
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search finds a key by its text; the operator's text shows in the live shop at once. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const live = within(await canvas.findByTestId('live-shop'));
    await live.findByRole('navigation', { name: 'Hauptnavigation' });
    await expect(live.getByRole('region', { name: 'Geänderte Öffnungszeiten' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Schlüssel oder Text suchen' }), 'Hauptnavigation');
    await expect(canvas.getByText(/^1 von \d+ Schlüsseln/)).toBeVisible();
    const field = canvas.getByLabelText('frame:nav.label');
    await expect(field).toHaveAttribute('placeholder', 'Hauptnavigation');
    await userEvent.type(field, 'Menü oben');
    await expect(await live.findByRole('navigation', { name: 'Menü oben' })).toBeVisible();
    await expect(await canvas.findByText('Entwurf gespeichert (Revision 5)')).toBeVisible();
  },
};

/** Per language, the missing view lists what another language has and this one lacks. */
export const MissingTranslations: Story = {
  // The play asserts what the live shop shows; no picture: the typed field leaves the 'missing' list, and whether the
  // live shop's main then has the focus (the page scrolled to it) or nothing has (the page top) depends on how fast the
  // shop re-rendered. Masking the pane was not enough: the two scroll positions flipped between CI runs.
  parameters: { visual: { skip: 'the focus after the typed field leaves the list depends on timing' } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByTestId('live-shop');
    const tab = within(canvas.getByRole('tabpanel', { name: 'Übersetzungen' }));
    await expect(tab.getByText(/0 fehlen in DE/)).toBeVisible();
    await userEvent.selectOptions(tab.getByRole('combobox', { name: /^Sprache/ }), 'en');
    await expect(tab.getByText(/1 fehlen in EN/)).toBeVisible();
    await userEvent.click(tab.getByRole('checkbox', { name: 'Nur fehlende in EN' }));
    await expect(tab.getAllByRole('listitem')).toHaveLength(1);
    const missing = tab.getByLabelText('frame:notice.header');
    await userEvent.type(missing, 'New opening hours');
    await expect(tab.getByText(/0 fehlen in EN/)).toBeVisible();
    // The live shop keeps showing German; the English text waits for the language switch.
    await expect(within(canvas.getByTestId('live-shop')).getByRole('region', { name: 'Geänderte Öffnungszeiten' })).toBeVisible();
  },
};
