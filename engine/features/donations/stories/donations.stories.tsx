import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/**
 * The donation step (requirements/cart.md §2.5): presets 5/10/25 €, a free amount in whole euros, add or
 * skip. Both leave for the cart; the stored cart in localStorage shows what was written.
 */
const meta = { title: 'Donations/Donations' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const storedCart = () => {
  const key = Object.keys(localStorage).find((name) => name.endsWith('.cart'));
  return key ? (JSON.parse(localStorage.getItem(key)!) as { donations: { value: number; campaign_id: number }[]; skipDonation: boolean }) : null;
};
/** The first screen loads its route chunk and locale files; give it more than the default second. */
const LOADED = { timeout: 5000 };
const twoCampaigns = { config: { donations: { campaigns: [{ id: 2, name: 'Restaurierung' }, { id: 3, name: 'Museumspädagogik' }] } } };

export const Default: Story = {
  parameters: { route: '/donations', shop: twoCampaigns } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Spenden', level: 1 }, LOADED)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Wofür möchten Sie spenden?'), 'Museumspädagogik');
    await userEvent.click(canvas.getByRole('radio', { name: /^10,00/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Spende hinzufügen' }));
    await waitFor(() => expect(storedCart()?.donations).toEqual([{ campaign_id: 3, value: 1000 }]));
  },
};

export const FreeAmountError: Story = {
  parameters: { route: '/donations' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Spende hinzufügen' }, LOADED));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Betrag.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Anderer Betrag' }));
    await userEvent.type(canvas.getByLabelText('Betrag in ganzen Euro'), '12,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Spende hinzufügen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ganzen Euro');
    await expect(canvas.getByLabelText('Betrag in ganzen Euro')).toHaveFocus();
    await expect(storedCart()?.donations ?? []).toEqual([]);
  },
};

export const Skip: Story = {
  parameters: { route: '/donations' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ohne Spende weiter' }, LOADED));
    await waitFor(() => expect(storedCart()?.skipDonation).toBe(true));
  },
};
