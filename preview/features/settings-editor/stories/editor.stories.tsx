import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** The settings editor, on the real bundled settings schema, with the live shop beside it (issue 'Operator preview'). */
const meta = {
  title: 'Preview/Editor',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/menus';
    msw.use(...adminHandlers.signedIn());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const eventsField = '#settings-menu_menu_pageSizes_events';
// The draft is saved after a pause in typing and then a request: longer than findBy's 1 s on a busy machine.
const SAVED = { timeout: 8000 };

async function findField(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  return waitFor(() => {
    const field = canvasElement.querySelector<HTMLInputElement>(eventsField);
    if (!field) throw new Error(`${eventsField} not rendered yet`);
    return field;
  });
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('tabpanel', { name: 'Menüs' });
    await waitFor(() => expect(canvasElement.querySelector(eventsField)).toHaveValue(10));
    await expect(await canvas.findByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  },
};

/** An invalid value stays in the form; the preview keeps the last valid state and lists why. */
export const Invalid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('tabpanel', { name: 'Menüs' });
    fireEvent.change(await findField(canvasElement), { target: { value: '-3' } });
    const alert = await canvas.findByText('Der Entwurf ist ungültig. Die Vorschau zeigt den letzten gültigen Stand.');
    // Named by the labels the operator sees, in the operator's words, not by the settings path.
    await expect(alert.parentElement).toHaveTextContent('Menü › Einträge je Aufklappmenü › Veranstaltungen: Mindestens 0.');
    await expect(canvas.getByRole('tabpanel', { name: 'Menüs' })).toHaveTextContent('Mindestens 0.');
  },
};

/**
 * Clearing a number field leaves it empty while the operator types (it used to snap back to the
 * schema default): empty means 'unset', the field says which default applies meanwhile, and the
 * draft drops the value. The draft starts at 3, so clearing is a real edit that saves.
 */
export const Cleared: Story = {
  beforeEach({ msw }) {
    msw.use(...adminHandlers.signedIn({ settings: { menu: { pageSizes: { events: 3 } } } }));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('tabpanel', { name: 'Menüs' }, SAVED);
    const field = await findField(canvasElement);
    await waitFor(() => expect(field).toHaveValue(3), SAVED);
    await userEvent.clear(field);
    await expect(await canvas.findByText('Leer: Es gilt der Standardwert 10.', {}, SAVED)).toBeVisible();
    await expect(await canvas.findByText('Entwurf gespeichert (Revision 5)', {}, SAVED)).toBeVisible();
    await expect(field).toHaveValue(null);
    await userEvent.type(field, '25');
    await expect(field).toHaveValue(25);
    await expect(canvas.queryByText('Leer: Es gilt der Standardwert 10.')).not.toBeInTheDocument();
    // The new value is saved after the typing pause and the live shop reloads with it: the axe check after the
    // play must see the settled page (while the shop reloads, its main landmark is briefly gone).
    await waitFor(() => expect(canvasElement.querySelector('.preview-save-saved')).not.toBeNull(), SAVED);
    await waitFor(() => expect(canvasElement.querySelector('main')).not.toBeNull(), SAVED);
  },
};

/** Somebody else saved first: the banner names them and offers their state. */
export const Conflict: Story = {
  beforeEach({ msw }) {
    msw.use(adminHandlers.conflict());
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('tabpanel', { name: 'Menüs' }, SAVED);
    fireEvent.change(await findField(canvasElement), { target: { value: '3' } });
    await expect(await canvas.findByText(/changed by Zweite Operatorin/, {}, SAVED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ihre Änderungen laden' })).toBeEnabled();
    // The live shop shows the edit, as it does every valid state; axe after the play needs it settled (its main back).
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="live-shop"] main')).not.toBeNull(), SAVED);
  },
};
