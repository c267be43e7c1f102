import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** Publish and version history. */
const meta = {
  title: 'Preview/History',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/history';
    msw.use(...adminHandlers.signedIn());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    // The live shop beside the tab provides the page's main landmark; wait for it.
    await canvas.findByRole('main');
    const table = await canvas.findByRole('table');
    await expect(table).toHaveTextContent('menu.pageSizes.events: 10 → 3');
    await expect(table).toHaveTextContent('Live');
    await userEvent.click(canvas.getByRole('button', { name: 'Zurückrollen 1' }));
    await expect(await canvas.findByRole('dialog')).toHaveTextContent('Version 1 wieder veröffentlichen?');
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    // axe runs after the play: the live shop must have settled again after the dialog closed.
    await canvas.findByRole('main');
  },
};
