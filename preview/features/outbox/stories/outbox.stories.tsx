import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** The shop's e-mail outbox: list and one message. */
const meta = {
  title: 'Preview/Outbox',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/outbox';
    msw.use(...adminHandlers.signedIn());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    // The live shop beside the tab provides the page's main landmark; wait for it.
    await canvas.findByRole('main');
    await expect(await canvas.findByRole('cell', { name: 'gast@example.org' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ihre Bestellung 1001' }));
    await expect(await canvas.findByTitle('Inhalt der E-Mail Ihre Bestellung 1001')).toBeVisible();
    await expect(canvas.getByText(/tickets-1001\.pdf/)).toBeVisible();
    // axe runs after the play: the live shop must have settled again.
    await canvas.findByRole('main');
  },
};
