import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildAnnualOrder, buildSale, buildSlot, personalisedOrder } from '../../../../tests/mocks/fixtures/annual.ts';
import { annualHandlers } from '../../../../tests/mocks/handlers/annual.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { listRoute } from './annual-story.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/**
 * The annual personalisation list (spec browsing 'Annual ticket personalisation', requirements/annual-and-vip.md §4): sales with
 * start date, notices and slots; load failures per the contract. Data: tests/mocks/handlers/annual.ts.
 */
const meta = { title: 'Annual/PersonalisationList', parameters: { route: listRoute } satisfies ShopStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sale = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('region', { name: title }));

/** Mixed slots: a holder with photo, the buyer, empty ones; two sales. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jahreskarten personalisieren', level: 1 }, SLOW)).toBeVisible();
    const first = sale(canvasElement, 'Jahreskarte');
    await expect(first.getByText('Adrian Fuhrmann')).toBeVisible();
    await expect(first.getByText('Bärbel Monkey')).toBeVisible();
    await expect(first.getByText('Noch nicht personalisiert')).toBeVisible();
    await expect(first.getByRole('img', { name: 'Foto von Adrian Fuhrmann' }).getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/api\/v4\/annual\/personalizations\/10\/photo/);
    // The buyer's slot has no photo: the 'missing' placeholder stays hidden.
    await expect(first.getAllByRole('img')).toHaveLength(1);
    await expect(first.getAllByRole('link', { name: /bearbeiten$/ })).toHaveLength(2);
    await expect(first.getByRole('link', { name: 'Karte 3 „Jahreskarte“ personalisieren' })).toHaveAttribute('href', expect.stringContaining('/51/12'));
    await expect(first.getByLabelText('Startdatum ändern')).toHaveAttribute('type', 'date');
    await expect(first.getByText(/^Gültig ab .*Dezember 2026$/)).toBeVisible();
    await expect(sale(canvasElement, 'Jahreskarte ermäßigt').getByRole('link', { name: 'Karte 1 „Jahreskarte ermäßigt“ personalisieren' })).toBeVisible();
    await expect(canvas.queryByText('Alle Jahreskarten dieser Bestellung sind personalisiert.')).not.toBeInTheDocument();
    // The story shop offers no wallet passes (a go~mus server sends no config.wallets): no pass links.
    await expect(canvas.queryByRole('link', { name: /Apple Wallet/ })).not.toBeInTheDocument();
  },
};

/** Issue 17: a ready card offers its Apple Wallet pass (unit = its number, the order token), an empty one does not. */
export const WalletPasses: Story = {
  parameters: { shop: { config: { wallets: { apple: true, google: false } } } } satisfies ShopStoryParameters,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Jahreskarte' }, SLOW);
    const links = sale(canvasElement, 'Jahreskarte').getAllByRole('link', { name: /^Zu Apple Wallet hinzufügen: Jahreskarte/ });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/api\/v4\/orders\/85\/tickets\/51\.pkpass\?token=story-annual-token&locale=de&unit=1$/),
      expect.stringMatching(/\/orders\/85\/tickets\/51\.pkpass\?.*&unit=2$/),
    ]);
    await expect(links[0]).toHaveAccessibleName('Zu Apple Wallet hinzufügen: Jahreskarte (1/3)');
    await expect(sale(canvasElement, 'Jahreskarte ermäßigt').queryByRole('link', { name: /Apple Wallet/ })).not.toBeInTheDocument();
  },
};

/** Issue 17: one Google save link for the order (the server adds the ready cards), not one per card; no Apple links when only Google is on. */
export const GoogleWallet: Story = {
  parameters: { shop: { config: { wallets: { apple: false, google: true } } } } satisfies ShopStoryParameters,
  play: async ({ canvas, canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Jahreskarte' }, SLOW);
    const links = canvas.getAllByRole('link', { name: 'In Google Wallet speichern' });
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/\/api\/v4\/orders\/85\/google-wallet\?token=story-annual-token&locale=de$/));
    await expect(canvas.queryByRole('link', { name: /Apple Wallet/ })).not.toBeInTheDocument();
  },
};

const changed = fn();

/** PUT /annual/ticket_sales with the picked day; the picker allows today up to +365 days. */
export const ChangeStartDate: Story = {
  beforeEach({ msw }) {
    changed.mockClear();
    msw.use(http.put(api('/annual/ticket_sales/:id'), async ({ request, params }) => {
      changed(params.id, await request.json());
      return HttpResponse.json({ ticket_sale: buildSale() });
    }));
  },
  play: async ({ canvasElement, userEvent }) => {
    await within(canvasElement).findByRole('region', { name: 'Jahreskarte' }, SLOW);
    const first = sale(canvasElement, 'Jahreskarte');
    const input = first.getByLabelText('Startdatum ändern');
    await expect(input.getAttribute('max')! > input.getAttribute('min')!).toBe(true);
    const day = input.getAttribute('max')!;
    await userEvent.clear(input);
    await userEvent.type(input, day);
    await userEvent.click(first.getByRole('button', { name: 'Datum speichern' }));
    await expect(await first.findByText('Das Startdatum wurde gespeichert.')).toBeVisible();
    await expect(changed).toHaveBeenCalledWith('51', { ticket_sale: { start_at: `${day} 00:00:00` } });
  },
};

export const Loading: Story = {
  parameters: {
    axe: { disabledRules: [{ id: 'page-has-heading-one', reason: "The router's hydrate fallback (app/routes.ts) shows before the layout renders its heading." }] },
  } as ShopStoryParameters & { axe: unknown },
  beforeEach({ msw }) {
    msw.use(...annualHandlers.loading());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, SLOW)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const AllPersonalised: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(personalisedOrder()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Alle Jahreskarten dieser Bestellung sind personalisiert.', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /personalisieren$/ })).not.toBeInTheDocument();
  },
};

/** requirements/annual-and-vip.md §4: once sent, the sent notice with its date; no date picker and no edit links. */
export const Sent: Story = {
  beforeEach({ msw }) {
    const sent = personalisedOrder().ticket_sales.map((item) => ({ ...item, sent_at: '2026-11-10T09:30:00+01:00', status: 'sent' as const }));
    msw.use(...annualHandlers.default(buildAnnualOrder({ ticket_sales: sent })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Alle Jahreskarten dieser Bestellung wurden versandt.', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/wurde am Dienstag, 10\. November 2026 versandt/)).toBeVisible();
    await expect(canvas.queryByLabelText('Startdatum ändern')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /bearbeiten$/ })).not.toBeInTheDocument();
  },
};

/** A sale whose ticket is not personalisable shows the warning and no slot links. */
export const NotPersonalizableSale: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(buildAnnualOrder({ ticket_sales: [buildSale({ is_personalizable: false, personalizations: [buildSlot()] })] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Diese Jahreskarte kann nicht personalisiert werden.', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /personalisieren$/ })).not.toBeInTheDocument();
  },
};

/** Contract: 422 on load → the error page, namespace ticket.annual.personalization.error. */
export const NotPersonalizable: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.notPersonalizable());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Die Jahreskarte kann nicht personalisiert werden.');
  },
};

/** Contract: 404 → the error page, namespace ticket.annual.error. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.notFound());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Leider konnte dieser Token nicht gefunden werden.');
  },
};

/** 503 → maintenance, as other features do. */
export const Maintenance: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.maintenance());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Geplante Wartungsarbeiten' }, SLOW)).toBeVisible();
  },
};
