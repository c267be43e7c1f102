import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopHandlers } from '../../../../tests/mocks/handlers/shop.ts';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** Language buttons (requirements/frame-and-routing.md §2.2) and the unknown-locale fallback of the bootstrap (requirements/settings.md §4.1). */
const meta = {
  title: 'Frame/Language',
  parameters: { route: '/start' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchToEnglish: Story = {
  play: async ({ canvas, userEvent }) => {
    const languages = within(await canvas.findByRole('group', { name: 'Sprache wählen' }));
    await expect(languages.getByRole('button', { name: 'DE Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(languages.getByRole('button', { name: 'EN English' }));
    await expect(await canvas.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('en');
    await expect(localStorage.getItem('201600627v4.language')).toBe('en');
  },
};

export const English: Story = {
  parameters: { locale: 'en' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Our museums' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  },
};

/** The server rejects 'en' with a 422 about the locale: the shop loads again in German and stays there. */
export const UnknownLocaleFallsBackToGerman: Story = {
  parameters: { locale: 'en' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(shopHandlers.unknownLocale());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unsere Museen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'DE Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement.lang).toBe('de');
    await expect(localStorage.getItem('201600627v4.language')).toBe('de');
  },
};
