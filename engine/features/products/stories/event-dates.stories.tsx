import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { productsHandlers } from '../../../../tests/mocks/handlers/products.ts';

/**
 * requirements/events-and-seats.md §2.2 'Event date list' (/events/dates?start&end&event_ids) with the range rules of
 * requirements/events-and-seats.md §5.2 'Dates': default today..+30, at most 60 days.
 */
const meta = {
  title: 'Products/EventDates',
  parameters: { route: '/events/dates' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...productsHandlers.default());
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Every event's dates of the next 30 days; picking one event and searching narrows the rows. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Veranstaltungstermine', level: 1 })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Gefundene Termine' }));
    await expect(table.getAllByRole('rowheader').length).toBeGreaterThan(6);
    await expect(table.getAllByText('28 verfügbar', { exact: false })[0]).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Jazz am Fluss' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    const book = await canvas.findAllByRole('link', { name: /^Jazz am Fluss buchen/ });
    await expect(book[0]).toHaveAttribute('href', expect.stringMatching(/^\/event\/4\?date_id=41&date=\d{4}-\d{2}-\d{2}$/));
    await expect(within(canvas.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Jazz am Fluss', 'Jazz am Fluss']);
  },
};

/** A range over 60 days is refused with the spec's message instead of being asked for. */
export const RangeTooLarge: Story = {
  parameters: { route: `/events/dates?start=${day(1)}&end=${day(90)}` } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Der Zeitraum ist zu groß. Maximal 60 Tage.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts[0]).toHaveFocus();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...productsHandlers.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('In diesem Zeitraum gibt es keine Termine.')).toBeVisible();
  },
};
