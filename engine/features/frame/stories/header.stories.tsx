import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** The header's user links per requirements/frame-and-routing.md §6.1 'Header visibility', and the operator's global notice. */
const meta = {
  title: 'Frame/Header',
  parameters: { route: '/start' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvas }) => {
    const userNav = await canvas.findByRole('navigation', { name: 'Benutzerkonto' });
    await expect(userNav).toHaveTextContent('Anmelden');
    await expect(userNav).toHaveTextContent('Registrieren');
    await expect(canvas.queryByRole('button', { name: /Abmelden|Gastzugang/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Warenkorb 0 Artikel' })).toBeVisible();
  },
};

export const Guest: Story = {
  parameters: { session: { status: 'guest' } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Gastzugang beenden' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
  },
};

export const User: Story = {
  parameters: { session: { status: 'user', name: 'Erika Mustermann' } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Mein Konto' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    await expect(await canvas.findByRole('link', { name: 'Anmelden' })).toBeVisible();
  },
};

/** requirements/frame-and-routing.md §2.2: logout outside the VIP area goes to the start state, from any page (here the cart). */
export const UserLogoutGoesToStart: Story = {
  parameters: { route: '/cart', session: { status: 'user', name: 'Erika Mustermann' } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Abmelden' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Warenkorb', level: 1 })).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(await canvas.findByRole('link', { name: 'Anmelden' })).toBeVisible();
  },
};

/** Registration switched off in the shop config: only the login link remains. */
export const AnonymousWithoutRegistration: Story = {
  parameters: { shop: { config: { registration: false } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
  },
};

/** requirements/frame-and-routing.md §6.1: the operator setting accounts.registration.allowed hides the register link too. */
export const AnonymousRegistrationNotAllowed: Story = {
  parameters: { shop: { settings: { accounts: { registration: { allowed: false } } } } as ShopStoryParameters['shop'] } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
  },
};

export const GlobalNotice: Story = {
  parameters: {
    shop: { translations: { frame: { notice: { header: 'Geänderte Öffnungszeiten', body: 'Am Feiertag sind alle Häuser bis 14 Uhr geöffnet.' } } } },
  } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Geänderte Öffnungszeiten' });
    await expect(notice).toHaveTextContent('Am Feiertag sind alle Häuser bis 14 Uhr geöffnet.');
  },
};

/** Issue 19: a notice whose period has ended (settings general.notice) no longer shows, while the page does. */
export const ExpiredNotice: Story = {
  parameters: {
    shop: {
      translations: { frame: { notice: { header: 'Feiertagsöffnung', body: 'Am 3. Oktober sind alle drei Häuser von 10 bis 18 Uhr geöffnet.' } } },
      settings: { general: { notice: { from: '2020-09-20', until: '2020-10-03' } } },
    } as ShopStoryParameters['shop'],
  } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Feiertagsöffnung' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Am 3\. Oktober/)).not.toBeInTheDocument();
  },
};

/** requirements/frame-and-routing.md §2.2: easy-language and sign-language links show only when their content exists. */
export const AccessibilityLinks: Story = {
  parameters: { shop: { content: { 'easy-language': '<p>Das Museum in Leichter Sprache.</p>' } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Leichte Sprache' })).toHaveAttribute('href', '/page/easy-language');
    await expect(canvas.queryByRole('link', { name: 'Gebärdensprache' })).not.toBeInTheDocument();
  },
};

/** The skip link is the first stop of the tab order and moves focus to the main content. */
export const SkipLink: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByRole('navigation', { name: 'Hauptnavigation' });
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(canvasElement.querySelector('a[href], button, input, select, [tabindex="0"]')).toBe(skip);
    skip.focus();
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
