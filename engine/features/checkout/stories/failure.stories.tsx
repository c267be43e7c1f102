import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /checkout/failure (requirements/checkout-and-orders.md §2.7, requirements/checkout-and-orders.md §8.1): one text namespace per cause; no API calls. */
const meta = {
  title: 'Checkout/Failure',
  parameters: { route: '/checkout/failure?orderId=order-token-1042' } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const alertOf = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => within(await canvas.findByRole('alert', {}, SLOW));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect((await alertOf(canvas)).getByText('Ihr Kauf war nicht erfolgreich!')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ihr Kauf ist fehlgeschlagen!', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Warenkorb' })).toBeVisible();
  },
};

export const UnknownOrderStatus: Story = {
  parameters: { route: '/checkout/failure?unknown=true' },
  play: async ({ canvas }) => {
    await expect((await alertOf(canvas)).getByText(/unbekannter Fehler aufgetreten/)).toBeVisible();
  },
};

/** With the provider's message (payment_error). */
export const PaymentFailure: Story = {
  parameters: { route: '/checkout/failure?orderId=order-token-1042&paymentFailure=true&payment_error=Karte%20abgelehnt' },
  play: async ({ canvas }) => {
    const alert = await alertOf(canvas);
    await expect(canvas.getByRole('heading', { name: 'Zahlung fehlgeschlagen', level: 1 })).toBeVisible();
    await expect(alert.getByText('Meldung des Zahlungsanbieters: Karte abgelehnt')).toBeVisible();
  },
};

export const OrderCanceled: Story = {
  parameters: { route: '/checkout/failure?orderId=order-token-1042&orderCanceled=true' },
  play: async ({ canvas }) => {
    await expect((await alertOf(canvas)).getByText(/Ihre Bestellung wurde inzwischen storniert/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bestellung storniert', level: 1 })).toBeVisible();
  },
};

/** 'max total exceeded' reads maximumValue; other errors stay verbatim. */
export const MaximumValue: Story = {
  parameters: { route: `/checkout/failure?errors=${encodeURIComponent('Ausverkauft\nmax total exceeded')}` },
  play: async ({ canvas }) => {
    const alert = await alertOf(canvas);
    await expect(alert.getByText('Die Bestellung überschreitet den maximalen Bestellwert.')).toBeVisible();
    await expect(alert.getByText('Ausverkauft')).toBeVisible();
  },
};
