import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildCustomer } from '../../../../tests/mocks/fixtures/account.ts';
import { accountHandlers } from '../../../../tests/mocks/handlers/account.ts';
import { api } from '../../../../tests/mocks/api-url.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** /user/addresses?select (requirements/accounts.md §2.2, requirements/accounts.md §6.4): list, select, edit, delete; institutions locked. */
const meta = {
  title: 'Account/Addresses',
  parameters: { route: '/user/addresses', session: { status: 'user' } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const selected = fn();
/** The card of one address, once GET /customer/customer_addresses has answered. */
const card = (canvasElement: HTMLElement, street: string) =>
  waitFor(() => {
    const address = [...canvasElement.querySelectorAll('address')].find((item) => item.textContent?.includes(street));
    expect(address).toBeDefined();
    return within(address!.closest<HTMLElement>('.account-card')!);
  }, { timeout: 5000 });

/** Home selected; the institution address offers selection but no edit link (requirements/accounts.md §6.4). */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('home'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Gymnasium am Fluss', undefined, SLOW)).toBeVisible();
    const home = await card(canvasElement, 'Lindenallee 5');
    await expect(home.getByText('Ausgewählt')).toBeVisible();
    await expect(home.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
    await expect(home.getByRole('button', { name: 'Löschen' })).toBeVisible();
    const school = await card(canvasElement, 'Schulweg 1');
    await expect(school.getByText('Sammelrechnung')).toBeVisible();
    await expect(school.getByText('Kostenstelle: KST-4711')).toBeVisible();
    await expect(school.queryByRole('link', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    await expect(school.getByRole('button', { name: 'Diese Adresse verwenden' })).toBeVisible();
    await expect(canvas.queryByText('Sie erhalten Sonderpreise.')).not.toBeInTheDocument();
  },
};

/** With the institution selected the special-prices hint shows (requirements/accounts.md §6.3). */
export const SpecialPrices: Story = {
  beforeEach({ msw }) {
    msw.use(...accountHandlers.addresses('institution'));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Sie erhalten Sonderpreise.')).toBeVisible();
    await expect((await card(canvasElement, 'Schulweg 1')).getByText('Ausgewählt')).toBeVisible();
  },
};

/** ?select: the cart sent the user here; choosing posts select_address (requirements/accounts.md §2.2). */
export const Select: Story = {
  parameters: { route: '/user/addresses?select=true' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    selected.mockClear();
    // msw.use() puts the first handler in front: the spy answers before the scenario's own.
    msw.use(http.post(api('/customer/select_address'), async ({ request }) => {
      selected(await request.json());
      return HttpResponse.json({ data: buildCustomer({ selected_address_id: 12 }) });
    }), ...accountHandlers.addresses('home'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Zurück zum Warenkorb' })).toBeVisible();
    await userEvent.click((await card(canvasElement, 'Schulweg 1')).getByRole('button', { name: 'Diese Adresse verwenden' }));
    await waitFor(() => expect(selected).toHaveBeenCalledWith({ id: 12 }));
    // Chosen for the cart, so the visitor is taken back to it.
    await expect(await canvas.findByRole('heading', { name: 'Warenkorb', level: 1 })).toBeVisible();
  },
};

/** requirements/accounts.md §6.4: the only address cannot be deleted. */
export const SingleAddress: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lindenallee 5', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  },
};
