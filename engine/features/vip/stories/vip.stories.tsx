import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { STORY_VIP_CODE, vipHandlers } from '../../../../tests/mocks/handlers/vip.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

const vipOn = { settings: { vip: { enabled: true } } } as ShopStoryParameters['shop'];

/** The VIP area (requirements/annual-and-vip.md §2.2 'VIP area', requirements/annual-and-vip.md §4.2 'VIP flow', requirements/frame-and-routing.md §6.1 header visibility). */
const meta = {
  title: 'VIP/Area',
  parameters: { route: '/exclusive/register', shop: vipOn } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: description and the guest form; no cart, login or register links in the VIP area. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Exklusiver Bereich', level: 1 }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Warenkorb/ })).not.toBeInTheDocument();
    const userNav = canvas.getByRole('navigation', { name: 'Benutzerkonto' });
    await expect(within(userNav).queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    // requirements/accounts.md §5.2: guest and VIP registration require salutation and language.
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Code-Eingabe' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Anrede' })).toHaveFocus());
  },
};

/** settings vip.enabled off: every VIP route leads to the start state. */
export const Disabled: Story = {
  parameters: { shop: { settings: { vip: { enabled: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1 }, SLOW);
    await expect(heading).not.toHaveTextContent('Exklusiver Bereich');
    await expect(canvas.queryByRole('button', { name: 'Weiter zur Code-Eingabe' })).not.toBeInTheDocument();
  },
};

/** settings vip.registration: before startsAt the form is replaced by a notice. */
export const RegistrationClosed: Story = {
  parameters: { shop: { settings: { vip: { enabled: true, registration: { startsAt: '2999-01-01' } } } } } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/derzeit nicht möglich/, {}, SLOW)).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Weiter zur Code-Eingabe' })).not.toBeInTheDocument();
  },
};

/** A guest with the default audience on the register page goes on to the code. */
export const Code: Story = {
  parameters: { session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...vipHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Code eingeben', level: 1 }, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const input = canvas.getByRole('textbox', { name: /Code/ });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong code: vip.code.error in an alert that takes the focus (requirements/annual-and-vip.md §8). */
export const Error: Story = {
  parameters: { route: '/exclusive/code', session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...vipHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Code/ }, SLOW), 'FALSCH-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Der Code ist ungültig.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** The right code moves the guest into the VIP audience and on to the VIP tickets. */
export const Redeemed: Story = {
  parameters: { route: '/exclusive/code', session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...vipHandlers.default(), ...ticketsHandlers.vip());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Code/ }, SLOW), STORY_VIP_CODE.toLowerCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('heading', { name: 'VIP-Tickets', level: 1 }, SLOW)).toBeVisible();
    await expect(await canvas.findByLabelText('Anzahl „VIP-Ticket Kunsthalle“')).toBeVisible();
  },
};

/** The default audience does not get the VIP link, even with the menu item on. */
export const NoVipLink: Story = {
  parameters: {
    route: '/start', session: { status: 'guest' }, shop: { settings: { vip: { enabled: true }, menu: { items: { vip: true } } } } as ShopStoryParameters['shop'],
  } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Hauptnavigation' }, SLOW);
    await expect(await within(nav).findByRole('link', { name: /Tickets/ }, SLOW)).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Exklusivbereich' })).not.toBeInTheDocument();
  },
};

/** A registered account must log out first; the header keeps only the logout there. */
export const LogoutFirst: Story = {
  parameters: { session: { status: 'user' } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bitte melden Sie sich zuerst ab', level: 1 }, SLOW)).toBeVisible();
    const userNav = canvas.getByRole('navigation', { name: 'Benutzerkonto' });
    await expect(within(userNav).queryByRole('link', { name: 'Mein Konto' })).not.toBeInTheDocument();
    await expect(within(userNav).getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await userEvent.click(within(canvas.getByRole('main')).getByRole('button', { name: 'Abmelden' }));
    await expect(await canvas.findByRole('heading', { name: 'Exklusiver Bereich', level: 1 }, SLOW)).toBeVisible();
  },
};

/** A VIP guest outside the VIP area sees the menu's VIP ticket-selection link (requirements/frame-and-routing.md §6.1). */
export const VipLink: Story = {
  parameters: {
    route: '/start', session: { status: 'guest' }, shop: { settings: { vip: { enabled: true }, menu: { items: { vip: true } } } } as ShopStoryParameters['shop'],
  } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...vipHandlers.redeemed());
  },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Hauptnavigation' }, SLOW);
    await expect(await within(nav).findByRole('link', { name: 'Exklusivbereich' }, SLOW)).toHaveAttribute('href', expect.stringContaining('vip=true'));
  },
};
