import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { buildDraft } from '../../../../tests/mocks/fixtures/admin.ts';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/**
 * Issue 19: the settings speak the operator's language. The start tab holds the tester's examples of
 * developer words ('spec 5000 ms', 'WCAG 2.2.2', 'State name shop.start', 'Local storage key prefix
 * 201600627v4'); here they are labels and help in German, and in English after the interface switch.
 */
const saved: Record<string, unknown>[] = [];

const meta = {
  title: 'Preview/OperatorTexts',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/start';
    saved.length = 0;
    // The first handler for a route wins: the recorder goes before the signed-in scenario's own save.
    msw.use(http.put('*/api/admin/v1/draft', async ({ request }) => {
      saved.push(((await request.json()) as { settings: Record<string, unknown> }).settings);
      return HttpResponse.json(buildDraft({}, 5));
    }), ...adminHandlers.signedIn());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const DEVELOPER_WORDS = /\bspec\b|WCAG|State name|Local storage|201600627v4|\(ms\)|requirements\//;
// Saving waits for a pause in typing, then a request: longer than findBy's default on a busy machine.
const SAVED = { timeout: 8000 };

/** The live shop re-renders after a valid edit; axe after the play needs it settled (its main back). */
const liveShopSettled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-testid="live-shop"] main')).not.toBeNull(), SAVED);

/** German: labels and help in a shop manager's words, the carousel's pause in seconds, errors in German. */
export const German: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Startseite' }, SAVED));
    await expect(panel.getByRole('heading', { level: 2, name: 'Startseite' })).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2, name: 'Allgemein' })).toBeVisible();
    const interval = panel.getByRole('textbox', { name: 'Nächstes Bild nach (Sekunden)' });
    await expect(interval).toHaveValue('5');
    await expect(interval).toHaveAccessibleDescription(/So lange bleibt jedes Bild stehen\. Mindestens 2 Sekunden/);
    await expect(panel.getByRole('combobox', { name: 'Seite' })).toHaveDisplayValue('Startseite');
    await expect(panel.getByRole('textbox', { name: 'Speicherkennung im Browser' })).toHaveAccessibleDescription(/Warenkorb, Sprache und Einwilligung/);
    await expect(panel.getByRole('checkbox', { name: 'Schaltfläche „Tickets kaufen“' })).toBeChecked();
    await expect(canvas.getByRole('tabpanel').textContent).not.toMatch(DEVELOPER_WORDS);

    await userEvent.clear(interval);
    await userEvent.type(interval, '1');
    await expect(await panel.findByText('Mindestens 2 Sekunden.')).toBeVisible();
    await userEvent.type(interval, '{Backspace}2,5');
    await waitFor(() => expect(panel.queryByText('Mindestens 2 Sekunden.')).not.toBeInTheDocument());
    await expect(interval).toHaveValue('2,5');
    // Shown in seconds, stored as the schema has it: milliseconds.
    await waitFor(() => expect(saved.at(-1)).toEqual({ startPage: { featuredCarousel: { intervalMs: 2500 } } }), SAVED);
    await expect(panel.getByRole('button', { name: 'Zurücksetzen auf den Standard: Nächstes Bild nach (Sekunden) (5 Sekunden)' })).toBeVisible();
    await expect(await canvas.findByText('Entwurf gespeichert (Revision 5)', {}, SAVED)).toBeVisible();
    await liveShopSettled(canvasElement);
  },
};

/** English: the same tab after switching the interface language, with English labels, help and errors. */
export const English: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('tabpanel', { name: 'Startseite' }, SAVED);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sprache der Oberfläche' }), 'en');
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Start page' }));
    await expect(canvas.getByRole('combobox', { name: 'Interface language' })).toHaveDisplayValue('English');
    await expect(panel.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
    const interval = panel.getByRole('textbox', { name: 'Next picture after (seconds)' });
    await expect(interval).toHaveAccessibleDescription(/How long each picture stays\. At least 2 seconds/);
    await expect(panel.getByRole('combobox', { name: 'Page' })).toHaveDisplayValue('Start page');
    await expect(panel.getByRole('textbox', { name: 'Browser storage name' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel').textContent).not.toMatch(DEVELOPER_WORDS);
    await expect(canvas.getByRole('tabpanel').textContent).not.toMatch(/Startseite|Sekunden|Einstiegsseite/);

    await userEvent.clear(interval);
    await userEvent.type(interval, '0.5');
    await expect(await panel.findByText('At least 2 seconds.')).toBeVisible();
    // The live preview names the problem by the labels the operator sees.
    await expect(canvas.getByRole('region', { name: 'Live preview' })).toHaveTextContent('Start page › Slideshow of highlights › Next picture after (seconds): At least 2 seconds.');
    // An invalid draft stays with the operator: nothing goes to the server.
    await expect(canvas.getByText('Not saved')).toBeVisible();
    await liveShopSettled(canvasElement);
  },
};
