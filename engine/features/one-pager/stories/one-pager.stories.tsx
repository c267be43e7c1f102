import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { ONE_PAGER_TICKET_IDS, onePagerTickets } from '../../../../tests/mocks/fixtures/one-pager.ts';
import { onePagerHandlers } from '../../../../tests/mocks/handlers/one-pager.ts';
import { ticketsHandlers } from '../../../../tests/mocks/handlers/tickets.ts';
import { readCart } from '../../../../tests/stories/stored-cart.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

const onePager = (overrides: Record<string, unknown> = {}) =>
  ({ settings: { onePager: { enabled: true, ticketIds: ONE_PAGER_TICKET_IDS, quickSelectButtons: 4, showVatExemptNote: false, ...overrides } } }) as ShopStoryParameters['shop'];

/** The one-page quick checkout (requirements/one-pager.md §2.1 'One-pager', requirements/one-pager.md §4.1 'Other', requirements/one-pager.md §5.1 'One-pager'). */
const meta = {
  title: 'OnePager/OnePager',
  parameters: { route: '/onepager', shop: onePager() } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const reserve = fn();
const heading = (canvas: Canvas) => canvas.findByRole('heading', { name: 'Schnellkauf', level: 1 }, SLOW);
const quick = async (canvas: Canvas, title: string) => within(await canvas.findByRole('group', { name: `Schnellauswahl „${title}“` }, SLOW));

/** Picks `count` of a ticket with its quick-select button and moves on to the next step. */
async function pick(canvas: Canvas, user: User, title: string, count: number) {
  await heading(canvas);
  await user.click((await quick(canvas, title)).getByRole('button', { name: String(count) }));
  await user.click(canvas.getByRole('button', { name: 'Weiter' }));
}

/** Types one visitor's names (and e-mail, when asked) into the attendee fieldset `person`. */
async function nameVisitor(canvas: Canvas, user: User, person: string, values: { name: string; surname: string; email?: string }) {
  const group = within(await canvas.findByRole('group', { name: person }, SLOW));
  await user.type(group.getByRole('textbox', { name: 'Vorname' }), values.name);
  await user.type(group.getByRole('textbox', { name: 'Nachname' }), values.surname);
  if (values.email) await user.type(group.getByRole('textbox', { name: 'E-Mail' }), values.email);
}

/**
 * A signed-in guest: tickets → overview with the photo-ID note, one name form per ticket and the
 * payment-method icons → checkout puts the held, named tickets into the cart and places the order.
 */
export const Default: Story = {
  parameters: { session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...onePagerHandlers.default({ onReserve: reserve }), ...checkoutHandlers.placing());
  },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'Tageskarte Erwachsene', 2);
    const overview = await canvas.findByRole('table', { name: 'Ihre Bestellung' }, SLOW);
    await expect(within(overview).getByRole('row', { name: /Tageskarte Erwachsene 2/ })).toBeVisible();
    await expect(within(overview).getByText('darin enthaltene MwSt. 7 %')).toBeVisible();
    await expect(canvas.getByText(/Lichtbildausweis/)).toBeVisible();
    const payment = within(canvas.getByRole('list', { name: 'Sie bezahlen mit:' }));
    await expect(payment.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VISA', 'Mastercard']);
    await nameVisitor(canvas, userEvent, 'Person 1 von 2', { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org' });
    await nameVisitor(canvas, userEvent, 'Person 2 von 2', { name: 'Charles', surname: 'Babbage', email: 'charles@example.org' });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await expect(await canvas.findByText('Ihre Bestellung wird aufgegeben …', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(reserve).toHaveBeenCalledWith(expect.objectContaining({ ticket_id: 1, quantity: 2 })));
    await waitFor(() => expect(readCart().items[0]?.reservation?.token).toBeTruthy());
    await expect(readCart().items[0]?.attributes.attendees).toEqual([
      { name: 'Ada', surname: 'Lovelace', email: 'ada@example.org' }, { name: 'Charles', surname: 'Babbage', email: 'charles@example.org' },
    ]);
  },
};

/** requirements/one-pager.md §3.1 'One-pager customer': a child is named without an e-mail address. */
export const Children: Story = {
  parameters: { session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default(), ...checkoutHandlers.placing());
  },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas);
    await userEvent.click((await quick(canvas, 'Tageskarte Erwachsene')).getByRole('button', { name: '1' }));
    await userEvent.click((await quick(canvas, 'Kinder unter 6 Jahren')).getByRole('button', { name: '1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const child = within(await canvas.findByRole('region', { name: 'Kinder unter 6 Jahren' }, SLOW));
    await expect(child.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
    await expect(child.queryByRole('textbox', { name: 'E-Mail' })).not.toBeInTheDocument();
    const adult = within(canvas.getByRole('region', { name: 'Tageskarte Erwachsene' }));
    await userEvent.type(adult.getByRole('textbox', { name: 'Vorname' }), 'Ada');
    await userEvent.type(adult.getByRole('textbox', { name: 'Nachname' }), 'Lovelace');
    await userEvent.type(adult.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.org');
    await userEvent.type(child.getByRole('textbox', { name: 'Vorname' }), 'Kim');
    await userEvent.type(child.getByRole('textbox', { name: 'Nachname' }), 'Lovelace');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(readCart().items).toHaveLength(2), SLOW);
    await expect(readCart().items[1]?.attributes.attendees).toEqual([{ name: 'Kim', surname: 'Lovelace' }]);
  },
};

/** settings onePager.enabled off (requirements/one-pager.md §1 default): the route leads to the start state. */
export const Disabled: Story = {
  parameters: { shop: onePager({ enabled: false }) } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1 }, SLOW);
    await expect(title).not.toHaveTextContent('Schnellkauf');
  },
};

/** No ticketIds configured: the empty message instead of a blank step. */
export const Empty: Story = {
  parameters: { shop: onePager({ ticketIds: [] }) } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(canvas.getByText('Für den Schnellkauf sind derzeit keine Tickets eingerichtet.')).toBeVisible();
  },
};

/** GET /tickets fails: the error banner takes focus instead of a blank step. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketsHandlers.error());
  },
  play: async ({ canvas }) => {
    await heading(canvas);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus(), SLOW);
    await expect(canvas.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
  },
};

/** Not one place left today: every line says so and offers no quantity. */
export const SoldOut: Story = {
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.soldOut());
  },
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(await canvas.findByText('Keine Tickets verfügbar für Tageskarte Erwachsene')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /Schnellauswahl/ })).not.toBeInTheDocument();
  },
};

/**
 * Issue 20: once today's last entry has passed the one-pager sells tomorrow (lib/sale-day.ts); the intro then does not
 * promise today's tickets, and the date line says tomorrow's date.
 */
export const Tomorrow: Story = {
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default({ tickets: onePagerTickets().map((ticket) => ({ ...ticket, last_entry: 0 })) }));
  },
  play: async ({ canvas }) => {
    await heading(canvas);
    await expect(await canvas.findByText(/^Gültig am /, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/^Tickets für morgen/)).toBeVisible();
    await expect(canvas.queryByText(/für heute/)).not.toBeInTheDocument();
  },
};

/** Three quick-select buttons: a button sets the select, and the select reflects it (requirements/one-pager.md §2). */
export const QuickSelect: Story = {
  parameters: { shop: onePager({ quickSelectButtons: 3 }) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas);
    const buttons = await quick(canvas, 'Tageskarte ermäßigt');
    await expect(buttons.getAllByRole('button')).toHaveLength(3);
    await userEvent.click(buttons.getByRole('button', { name: '3' }));
    await expect(buttons.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Anzahl „Tageskarte ermäßigt“' })).toHaveValue('3');
  },
};

/** Anonymous visitor: no selection → alert with focus; then the guest form, whose errors take focus. */
export const CustomerStep: Story = {
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await heading(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await pick(canvas, userEvent, 'Tageskarte Erwachsene', 1);
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter zur Übersicht' }, SLOW));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Anrede' })).toHaveFocus());
    await expect(canvas.queryByRole('table', { name: 'Ihre Bestellung' })).not.toBeInTheDocument();
    // requirements/one-pager.md §5.1 'One-pager': street, zip and city are required; the country is not.
    for (const name of ['Straße und Hausnummer', 'PLZ', 'Ort']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('combobox', { name: 'Land' })).not.toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Land' })).not.toHaveAttribute('aria-invalid');
  },
};

/** A signed-in customer skips the form: the step names who orders. */
export const SignedIn: Story = {
  parameters: { session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'Tageskarte Erwachsene', 1);
    await expect(await canvas.findByText(/Sie bestellen als/, {}, SLOW)).toBeVisible();
    // The step that appeared takes focus (keyboard users do not land on the page body).
    await waitFor(() => expect(canvas.getByRole('heading', { name: '3. Übersicht und Namen' })).toHaveFocus());
    await expect(canvas.queryByRole('combobox', { name: 'Anrede' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Ihre Bestellung' })).toBeVisible();
  },
};

/** requirements/accounts.md §6.4: a reseller (collective-invoice address) never sees the customer form. */
export const Reseller: Story = {
  parameters: { session: { status: 'user' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default(), ...accountHandlers.addresses('institution'));
  },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'Tageskarte Erwachsene', 1);
    await expect(await canvas.findByText(/als Wiederverkäufer/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Anrede' })).not.toBeInTheDocument();
  },
};

/** settings onePager.showVatExemptNote: the note replaces the VAT lines (requirements/one-pager.md §1). */
export const VatExempt: Story = {
  parameters: { session: { status: 'guest' }, shop: onePager({ showVatExemptNote: true }) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...onePagerHandlers.default());
  },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'Tageskarte Erwachsene', 2);
    await expect(await canvas.findByText(/von der Umsatzsteuer befreit/, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText(/MwSt\./)).not.toBeInTheDocument();
  },
};

/** One attendee per unit, every field required: a failed checkout marks the gaps and focuses the first. */
export const Overview: Story = {
  parameters: { session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    reserve.mockClear();
    msw.use(...onePagerHandlers.default({ onReserve: reserve }));
  },
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent, 'Abendführung mit Namensliste', 2);
    await expect(await canvas.findByRole('group', { name: 'Person 2 von 2' }, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await userEvent.type(within(canvas.getByRole('group', { name: 'Person 1 von 2' })).getByRole('textbox', { name: 'E-Mail' }), 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await expect(await canvas.findByText('Bitte tragen Sie zuerst die Namen aller Besucherinnen und Besucher ein.')).toBeVisible();
    const first = within(canvas.getByRole('group', { name: 'Person 1 von 2' }));
    await waitFor(() => expect(first.getByRole('textbox', { name: 'Vorname' })).toHaveFocus());
    await expect(first.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription('Bitte füllen Sie dieses Pflichtfeld aus.');
    await expect(first.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(reserve).not.toHaveBeenCalled();
  },
};
