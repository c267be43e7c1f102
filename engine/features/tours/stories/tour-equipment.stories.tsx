import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { addDays, todayIn } from '../lib/tour-dates.ts';
import { toursHandlers } from '../../../../tests/mocks/handlers/tours.ts';

/**
 * The equipment rows of the tour form (requirements/tours.md §5.1 Tours): the selects offer only the pieces still free
 * at the chosen start (requirements/api.md §7.4), so the visitor cannot pick what POST /orders would refuse.
 */
const meta = { title: 'Tours/TourEquipment' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 5000 };
/** Two days ahead and not a Monday (closed in the tour scenarios). */
function storyDay(): string {
  let date = addDays(todayIn(new Date()), 2);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) date = addDays(date, 1);
  return date;
}
const parameters = { route: `/product/tour/1?date=${storyDay()}` } satisfies ShopStoryParameters;
/** Start 10:00 and five adults, so only the free pieces bound the equipment. */
async function chooseFiveAdults(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: /^10:00 Uhr/ }, LOADED));
  await userEvent.selectOptions(await canvas.findByLabelText('Anzahl „Erwachsene“', {}, LOADED), '5');
}
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

/** 3 of 20 audio guides left: the select offers 0–3 and the row says few are left. */
export const FewLeft: Story = {
  parameters,
  beforeEach({ msw }) {
    msw.use(...toursHandlers.equipmentFewLeft());
  },
  play: async ({ canvas }) => {
    await chooseFiveAdults(canvas);
    const guides = canvas.getByLabelText('Anzahl „Audioguide“');
    await waitFor(() => expect(optionsOf(guides)).toEqual(['0', '1', '2', '3']));
    await expect(guides).toBeEnabled();
    const row = within(canvas.getByRole('row', { name: /Audioguide/ }));
    await expect(row.getByText('Nur noch 3 Stück frei')).toBeVisible();
    await expect(row.getByText('höchstens 3 Stück')).toBeVisible();
    await userEvent.selectOptions(guides, '3');
    await expect(guides).toHaveValue('3');
  },
};

/** Every piece is booked at this start: the selects offer nothing and say sold out. */
export const SoldOut: Story = {
  parameters,
  beforeEach({ msw }) {
    msw.use(...toursHandlers.equipmentSoldOut());
  },
  play: async ({ canvas }) => {
    await chooseFiveAdults(canvas);
    await waitFor(() => expect(canvas.getAllByText('Ausverkauft')).toHaveLength(2));
    const guides = canvas.getByLabelText('Anzahl „Audioguide“');
    await expect(guides).toBeDisabled();
    await expect(optionsOf(guides)).toEqual(['0']);
    await expect(canvas.getByLabelText('Anzahl „Führungsanlage mit Kopfhörern“')).toBeDisabled();
  },
};
