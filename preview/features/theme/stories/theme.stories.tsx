import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PreviewApp, createPreviewQueryClient } from '../../../app/preview-app.tsx';
import { adminHandlers } from '../../../../tests/mocks/handlers/admin.ts';

/** Theme tokens with the contrast check (WCAG AA, house-style.md §11), told in the operator's words. */
const meta = {
  title: 'Preview/Theme',
  parameters: { ownScreen: true },
  render: () => <PreviewApp queryClient={createPreviewQueryClient()} />,
  beforeEach({ msw }) {
    location.hash = '#/theme';
    msw.use(...adminHandlers.signedIn());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The live shop's root element, which carries the theme as CSS variables. */
async function liveShopRoot(canvasElement: HTMLElement): Promise<HTMLElement> {
  await within(canvasElement).findByRole('navigation', { name: 'Hauptnavigation' });
  return canvasElement.querySelector<HTMLElement>('[data-testid="live-shop"] .shop-root')!;
}
const token = (root: HTMLElement, name: string) => root.style.getPropertyValue(`--shop-${name}`);

async function typeAccent(canvas: HTMLElement, colour: string, userEvent: { clear: (e: Element) => Promise<void>; type: (e: Element, t: string) => Promise<void> }) {
  const field = within(canvas).getByRole('textbox', { name: 'Akzentfarbe als Farbcode (#rrggbb)' });
  await userEvent.clear(field);
  await userEvent.type(field, colour);
}

/** A new accent with enough contrast goes to the draft and into the live shop. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = await liveShopRoot(canvasElement);
    await typeAccent(canvasElement, '#2e7d32', userEvent);
    await expect(canvas.getByText(/^Gut lesbar: Text auf der Akzentfarbe/)).toBeVisible();
    await waitFor(() => expect(token(root, 'accent')).toBe('#2e7d32'));
    await expect(await canvas.findByText('Entwurf gespeichert (Revision 5)')).toBeVisible();
  },
};

/** Yellow on white fails AA: the reason shows, and neither the draft nor the live shop takes it. */
export const ContrastRefused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = await liveShopRoot(canvasElement);
    await typeAccent(canvasElement, '#ffff00', userEvent);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Zu wenig Kontrast, nicht gespeichert: Text auf der Akzentfarbe 17,58 : 1, Akzentfarbe auf dem Hintergrund 1,07 : 1; nötig sind je mindestens 4,5 : 1.');
    await expect(canvas.getByText('Entwurf gespeichert (Revision 4)')).toBeVisible();
    await expect(token(root, 'accent')).toBe('#1f5f8b');
  },
};

/** Dark needs a light accent: the default one is refused on the dark palette until the accent fits. */
export const Dark: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = await liveShopRoot(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Hell oder dunkel/ }), 'dark');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Akzentfarbe auf dem Hintergrund 2,61 : 1');
    await expect(token(root, 'background')).toBe('#ffffff');
    await typeAccent(canvasElement, '#7cc4d4', userEvent);
    await waitFor(() => expect(token(root, 'background')).toBe('#14181c'));
    await expect(token(root, 'accent')).toBe('#7cc4d4');
  },
};

/**
 * The logo replaces the shop name in the live header; a plain-http logo is refused by the schema
 * beside the field. Fonts come from the safe list only.
 */
export const LogoAndFont: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = await liveShopRoot(canvasElement);
    const live = within(canvas.getByTestId('live-shop'));
    const tab = within(canvas.getByRole('tabpanel', { name: 'Gestaltung' }));
    const logo = tab.getByRole('textbox', { name: 'Logo (Adresse des Bildes)' });
    // Pasted in one go: typing would make the live header ask for '/f', '/fa' … on the way.
    await userEvent.click(logo);
    await userEvent.paste('http://logo.example/logo.png');
    await expect(tab.getByRole('alert')).toHaveTextContent('Gestaltung › Logo (Adresse des Bildes): Bitte eine Adresse angeben, die mit https:// beginnt');
    await expect(live.queryByRole('img', { name: 'Museen am Fluss' })).not.toBeInTheDocument();
    await userEvent.clear(logo);
    await userEvent.paste('/favicon.svg');
    await expect(await live.findByRole('img', { name: 'Museen am Fluss' })).toHaveAttribute('src', '/favicon.svg');
    const font = canvas.getByRole('combobox', { name: /^Schrift/ });
    await expect(within(font).getAllByRole('option')).toHaveLength(6);
    await userEvent.selectOptions(font, 'transitional');
    await waitFor(() => expect(token(root, 'font')).toMatch(/^Charter/));
  },
};
