import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../preview/app/preview-app.tsx';
import { adminHandlers } from '../../tests/mocks/handlers/admin.ts';

/** The settings editor with the live shop beside it (issue 'Operator preview'). */
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

/**
 * Replaces a number field's value in one change event. Clearing and typing leaves an empty field
 * for a moment, which the form prunes back to the schema default while the test is still typing.
 */
function replaceValue(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
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
    const field = await waitFor(() => canvasElement.querySelector<HTMLInputElement>(eventsField)!);
    replaceValue(field, '-3');
    const alert = await canvas.findByText('Der Entwurf ist ungültig. Die Vorschau zeigt den letzten gültigen Stand.');
    await expect(alert.parentElement).toHaveTextContent('menu.pageSizes.events');
  },
};

/** Somebody else saved first: the banner names them and offers their state. */
export const Conflict: Story = {
  beforeEach({ msw }) {
    msw.use(adminHandlers.conflict());
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('tabpanel', { name: 'Menüs' });
    const field = await waitFor(() => canvasElement.querySelector<HTMLInputElement>(eventsField)!);
    replaceValue(field, '3');
    await expect(await canvas.findByText(/changed by Zweite Operatorin/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ihre Änderungen laden' })).toBeEnabled();
  },
};
