import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { checkoutHandlers } from '../../../../tests/mocks/handlers/checkout.ts';
import { paymentHandlers } from '../../../../tests/mocks/handlers/payment.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

const CARD = '/payment/sandbox?orderId=order-token-1042&amount=2800&payment_mode=2';
const onPay = fn();

/** /payment/sandbox (requirements/payment.md §2.1, requirements/checkout-and-orders.md §5.1, requirements/payment.md §8.1): the embedded card or SEPA form of the built-in provider. */
const meta = {
  title: 'Payment/Sandbox',
  parameters: { route: CARD, session: { status: 'guest' } } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    onPay.mockClear();
    msw.use(...paymentHandlers.default(onPay), ...checkoutHandlers.paid());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
async function fillCard(canvas: Canvas, userEvent: User, number: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Kartennummer' }, SLOW), number);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ablaufmonat' }), '12');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ablaufjahr' }), '2099');
  await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Karteninhaber' }), 'Erika Muster');
  await userEvent.click(canvas.getByRole('button', { name: 'Jetzt bezahlen' }));
}

/** A valid test card is paid; pending confirms the paid order and shows success. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Zu zahlender Betrag: 28,00 €', {}, SLOW)).toBeVisible();
    await fillCard(canvas, userEvent, '4242424242424242');
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }, SLOW)).toBeVisible();
  },
};

/** Client checks before any request: each field names its problem. */
export const Error: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Jetzt bezahlen' }, SLOW));
    await expect(await canvas.findByText('Die Kartennummer fehlt oder ist ungültig.')).toBeVisible();
    await expect(canvas.getByText('Der Karteninhaber fehlt oder ist ungültig.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Kartennummer' })).toHaveAttribute('aria-invalid', 'true');
    await expect(onPay).not.toHaveBeenCalled();
  },
};

/** The provider declines with codes per field (422): they show under their fields. */
export const ProviderCodes: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4000000000000002');
    await expect(await canvas.findByText('Die Kartenprüfnummer (CVC) fehlt oder ist ungültig.')).toBeVisible();
    await expect(canvas.getByText('Die Kartennummer fehlt oder ist ungültig.')).toBeVisible();
  },
};

/** The 3-D Secure step takes focus; cancelling shows the provider's code and the form again. */
export const ThreeDSecure: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4000000000003220');
    const dialog = await canvas.findByRole('dialog', { name: '3-D-Secure-Bestätigung' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Die Eingabe des 3-D-Secure-Passworts wurde vom Nutzer abgebrochen.');
  },
};

/** SEPA mode (payment_mode = the SEPA id 8): IBAN, BIC and account holder. */
export const Sepa: Story = {
  parameters: { route: '/payment/sandbox?orderId=order-token-1042&amount=2800&payment_mode=8' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Per SEPA-Lastschrift bezahlen', level: 1 }, SLOW)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), 'DE00 1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt bezahlen' }));
    await expect(await canvas.findByText('Die IBAN fehlt oder ist ungültig.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'IBAN' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kontoinhaber' }), 'Erika Muster');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt bezahlen' }));
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!', level: 1 }, SLOW)).toBeVisible();
    await expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ method: 'sepa' }));
  },
};

/** While the provider works the button is disabled, and a second submit inside 3 s sends nothing (requirements/payment.md §5.1). */
export const Throttled: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentHandlers.slow(onPay));
  },
  play: async ({ canvas, userEvent }) => {
    await fillCard(canvas, userEvent, '4242424242424242');
    await expect(await canvas.findByRole('button', { name: 'Zahlung wird verarbeitet …' })).toBeDisabled();
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('Die Kommunikation mit dem Zahlungsanbieter ist fehlgeschlagen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt bezahlen' }));
    await expect(onPay).toHaveBeenCalledTimes(1);
  },
};
