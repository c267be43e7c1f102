import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/**
 * The live shop beside the editor: width toggle and route picker. The test browser's window stays
 * 1200 px wide throughout, so the mobile layout can only come from the shop's own width
 * (`@container shop` queries on the shop root), never from a viewport media query.
 */
const meta = {
  title: 'Preview/LivePreview',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/menus';
    msw.use(...adminHandlers.signedIn());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the shop is laid out 1280 px wide and zoomed to fit, so the full main navigation shows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const live = within(await canvas.findByTestId('live-shop'));
    await expect(await live.findByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(live.queryByRole('button', { name: 'Menü' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Desktop (1280 px)' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Mobile: the main navigation gives way to the menu button, which opens the mobile navigation. */
export const Mobile: Story = {
  play: async ({ canvas, userEvent }) => {
    const live = within(await canvas.findByTestId('live-shop'));
    await live.findByRole('navigation', { name: 'Hauptnavigation' });
    await userEvent.click(canvas.getByRole('button', { name: 'Mobil (390 px)' }));
    const menu = await live.findByRole('button', { name: 'Menü' });
    await expect(live.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    await expect(window.innerWidth).toBeGreaterThan(960);
    await userEvent.click(menu);
    const nav = within(await live.findByRole('navigation', { name: 'Navigation' }));
    await expect(nav.getByRole('button', { name: 'Ausstellungen' })).toBeVisible();
    // Back to desktop: the same shop switches layout again, without a reload.
    await userEvent.click(canvas.getByRole('button', { name: 'Desktop (1280 px)' }));
    await expect(await live.findByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  },
};

/**
 * Detail screens get the first entry of the shop's own lists; ticket groups and content pages come from the draft.
 * The link beside the picker follows it to the screen's story.
 */
export const RoutePicker: Story = {
  play: async ({ canvas, userEvent }) => {
    const live = within(await canvas.findByTestId('live-shop'));
    await live.findByRole('navigation', { name: 'Hauptnavigation' });
    const picker = canvas.getByRole('combobox', { name: /^Ansicht im Shop/ });
    const option = await waitFor(() => within(picker).getByRole('option', { name: 'Ausstellung (erste der Liste)' }));
    await expect(option).toHaveValue('/exhibition/1');
    await expect(within(picker).getByRole('option', { name: 'Museum (erstes der Liste)' })).toHaveValue('/museum/1');
    await expect(within(picker).getByRole('option', { name: 'Veranstaltung (erste buchbare)' })).toHaveValue('/event/1');
    await expect(within(picker).getByRole('option', { name: 'Führung (erste der Liste)' })).toHaveValue('/product/tour/1');
    // Every ticket group of the draft (here the schema's defaults) leads where its tile leads.
    await expect(within(picker).getByRole('option', { name: 'Ticketgruppe: timeSlot' })).toHaveValue('/tickets/time?group=timeSlot');
    await expect(within(picker).getByRole('option', { name: 'Inhaltsseite: agb' })).toHaveValue('/page/agb');
    await userEvent.selectOptions(picker, '/exhibition/1');
    await expect(await live.findByRole('heading', { name: 'Ausstellung 1', level: 1 })).toBeVisible();
    // The screen's story in the built Storybook (ids checked against the story files in screen-stories.test.ts).
    await expect(canvas.getByRole('button', { name: 'Diese Ansicht in Storybook' })).toHaveAttribute('data-story-url', '/storybook/?path=/story/catalogue-detail--exhibition');
  },
};
