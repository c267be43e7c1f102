import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildAnnualOrder, buildBuyer, buildSale, buildSlot, mixedOrder } from '../../../../tests/mocks/fixtures/annual.ts';
import { annualHandlers } from '../../../../tests/mocks/handlers/annual.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { detailRoute } from './annual-story.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/**
 * A slot's detail (requirements/annual-and-vip.md §4.1 'Annual personalisation', requirements/annual-and-vip.md §5, requirements/annual-and-vip.md §8): holder method, address or holder
 * data, submit label, validation, save outcomes. Photo rules: annual-photo.stories.tsx.
 */
const meta = { title: 'Annual/PersonalisationDetail', parameters: { route: detailRoute(52, 13) } satisfies ShopStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer holds no slot of sale 52: currentUser is the default, with the address links. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jahreskarte ermäßigt – Karte 1' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Ich selbst (Bärbel Monkey)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Brunnstr. 7d, 10119 Berlin' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Neue Adresse anlegen' })).toHaveAttribute('href', expect.stringContaining('orderToken=story-annual-token&ticketSaleId=52&personalizationId=13'));
    await expect(canvas.getByRole('link', { name: 'Adresse Büro, Museumsinsel 1, 10178 Berlin bearbeiten' })).toHaveAttribute('href', expect.stringContaining('/user/addresses/19?'));
    // Slot 12 of the other sale is still empty, so this save continues there.
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zur Übersicht' })).toBeVisible();
  },
};

/** requirements/annual-and-vip.md §4: the buyer already holds slot 11 of sale 51, so only 'another person' is offered. */
export const CurrentUserHidden: Story = {
  parameters: { route: detailRoute(51, 12) } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Eine andere Person' }, SLOW)).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /Ich selbst/ })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Vorname/)).toHaveValue('');
  },
};

/** A slot held by someone else opens on that holder; the label says 'update'. */
export const EditHolder: Story = {
  parameters: { route: detailRoute(51, 10) } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Vorname/, {}, SLOW)).toHaveValue('Adrian');
    await expect(canvas.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Aktuelles Foto' })).toBeVisible();
  },
};

/** Submit with empty holder fields: errors under each, focus on the first invalid field. */
export const ValidationErrors: Story = {
  parameters: { route: detailRoute(51, 12) } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-Mail/, {}, SLOW), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(canvas.getByText('Bitte geben Sie Ihren Vornamen an.')).toBeVisible();
    await expect(canvas.getByText('Die E-Mail-Adresse ist ungültig.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    await waitFor(() => expect(canvas.getByLabelText(/^Anrede/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Vorname/)).toHaveAccessibleDescription('Bitte geben Sie Ihren Vornamen an.');
  },
};

const created = fn();

/** A new holder: POST /annual/customers, then PUT the slot; on to the next empty slot with the success note. */
export const SaveSuccess: Story = {
  parameters: { route: detailRoute(51, 12) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    created.mockClear();
    msw.use(http.post(api('/annual/customers'), async ({ request }) => {
      created(await request.json());
      return HttpResponse.json({ customer: { ...buildBuyer({ id: 146, personalization_token: 'new-holder-token', addresses: [{ id: 151, street: 'Am Kupfergraben 6', zip: '10117', city: 'Berlin', country_id: 60 }] }) } }, { status: 201 });
    }));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('option', { name: 'Frau' }, SLOW);
    await canvas.findByRole('option', { name: 'Deutschland' }, SLOW);
    await userEvent.selectOptions(canvas.getByLabelText(/^Anrede/), 'Frau');
    await userEvent.type(canvas.getByLabelText(/^Vorname/), 'Lotte');
    await userEvent.type(canvas.getByLabelText(/^Nachname/), 'Laserstein');
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'lotte@example.org');
    await userEvent.type(canvas.getByLabelText(/^Straße/), 'Am Kupfergraben 6');
    await userEvent.type(canvas.getByLabelText(/^PLZ/), '10117');
    await userEvent.type(canvas.getByLabelText(/^Ort/), 'Berlin');
    await userEvent.selectOptions(canvas.getByLabelText(/^Land/), 'Deutschland');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('heading', { name: 'Jahreskarte ermäßigt – Karte 1' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ihre Personalisierung wurde gespeichert. Die Jahreskarte gilt ab Dienstag, 1. Dezember 2026.');
    await expect(created).toHaveBeenCalledWith({ customer: expect.objectContaining({ name: 'Lotte', customer_salutation_id: 2, addr_country_id: 60 }) });
  },
};

/** requirements/annual-and-vip.md §8: a failed save is an alert at the top, with focus on it. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.saveFails());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }, SLOW));
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Ihre Personalisierung war nicht erfolgreich.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** Contract holder_taken: the message sits under the holder choice, which takes the focus. */
export const HolderTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.saveFails('holder_taken'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }, SLOW));
    await expect(await canvas.findByText('Diese Person ist bereits Inhaber einer anderen Karte dieser Jahreskarte.', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Ich selbst (Bärbel Monkey)' })).toHaveFocus());
    await expect(canvas.getByRole('group', { name: 'Karteninhaber' })).toHaveAccessibleDescription('Diese Person ist bereits Inhaber einer anderen Karte dieser Jahreskarte.');
  },
};

/** Contract 401/403 on save: the guest failure. */
export const GuestFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.saveFails(undefined, 403));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }, SLOW));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Als Gast können Sie diese Änderung nicht vornehmen.');
  },
};

/** A slot id that is not part of the order: 'page not found'. */
export const UnknownSlot: Story = {
  parameters: { route: detailRoute(51, 999) } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Seite nicht gefunden' }, SLOW)).toBeVisible();
  },
};

/** A guest buyer (level 10) has no login: a hint instead of the address links. */
export const GuestBuyer: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(mixedOrder({ customer: buildBuyer({ level: 10 }) })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sie haben als Gast bestellt/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Neue Adresse anlegen' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Adresse .* bearbeiten$/ })).not.toBeInTheDocument();
  },
};

/** The only sale was sent: the notice, no form. */
export const Sent: Story = {
  parameters: { route: detailRoute(51, 10) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(buildAnnualOrder({ ticket_sales: [buildSale({ sent_at: '2026-11-10T09:30:00+01:00', status: 'sent', personalizations: [buildSlot()] })] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/wurde am Dienstag, 10\. November 2026 versandt/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Personalisieren|Aktualisieren|Weiter)$/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};
