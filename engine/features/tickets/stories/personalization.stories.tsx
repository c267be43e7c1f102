import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { readCart, storeCart } from '../../../../tests/stories/stored-cart.ts';

/** Attendee personalisation (requirements/tickets.md §2.7 shop.tickets.personalization, requirements/tickets.md §5: every field required). */
const meta = { title: 'Tickets/Personalization' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const item = (id: number, name: string, quantity: number): CartItem => ({
  type: 'Ticket', updated_at: new Date().toISOString(),
  attributes: { id, quantity, time: '2030-01-08T18:30:00+01:00', attendees: [] },
  cart: { name, price_cents: 2200, tax_included: true, vats: [{ vat_pct: 0, price_cents: 0 }], available: [1, 2, 3] },
});

export const Error: Story = {
  parameters: { route: '/tickets/personalization?itemIndex=0', shop: { settings: { donations: { enabledFor: { tickets: true } } } } } satisfies ShopStoryParameters,
  beforeEach() {
    storeCart([item(27, 'Abendführung mit Namensliste', 2)]);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Wer kommt mit?', level: 1 }, { timeout: 5000 })).toBeVisible();
    const firstName = canvas.getAllByLabelText(/Vorname/)[0]!;
    await userEvent.type(canvas.getAllByLabelText(/Nachname/)[0]!, 'Muster');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte korrigieren Sie die markierten Angaben.');
    // Focus goes to the first invalid field (requirements/tickets.md §5).
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(firstName, 'Erika');
    await userEvent.type(canvas.getAllByLabelText(/Vorname/)[1]!, 'Gast');
    await userEvent.type(canvas.getAllByLabelText(/Nachname/)[1]!, 'Gast');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 })).toBeVisible();
    await waitFor(() => expect(JSON.stringify(readCart().items[0]?.attributes.attendees)).toBe(JSON.stringify([
      { name: 'Erika', surname: 'Muster' }, { name: 'Gast', surname: 'Gast' },
    ])));
  },
};

export const ItemIndex: Story = {
  parameters: { route: '/tickets/personalization?itemIndex=1' } satisfies ShopStoryParameters,
  beforeEach() {
    storeCart([item(27, 'Abendführung mit Namensliste', 1), item(28, 'Kuratorenführung mit Namensliste', 1)]);
  },
  play: async ({ canvas }) => {
    // itemIndex picks the cart item to personalise; the other waits for its own step.
    await expect(await canvas.findByRole('heading', { name: 'Kuratorenführung mit Namensliste', level: 2 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Abendführung mit Namensliste' })).toBeNull();
  },
};
