import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** Operator sign-in of the preview (issue 'Operator preview'). */
const meta = {
  title: 'Preview/SignIn',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    msw.use(...adminHandlers.signedOut());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmeldung für Betreiber' })).toBeVisible();
    await expect(canvas.getByLabelText('Shop (Kürzel oder Adresse)')).toHaveValue('museen');
  },
};

export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail'), 'operator@museen.example');
    await userEvent.type(canvas.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('Anmeldung fehlgeschlagen: Shop, E-Mail-Adresse oder Passwort stimmen nicht.');
    await waitFor(() => expect(failure).toHaveFocus());
  },
};
