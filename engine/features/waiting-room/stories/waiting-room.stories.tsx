import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { VISITING, WAITING } from '../../../../tests/mocks/fixtures/waiting-room.ts';
import { clearQueueCookies, waitingRoomHandlers } from '../../../../tests/mocks/handlers/waiting-room.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

const room = (extra: Record<string, unknown> = {}) =>
  ({ settings: { waitingRoom: { enabled: true, host: '/queue', ...extra } } }) as ShopStoryParameters['shop'];
const LONG = { timeout: 8000 };

/** The waiting room (requirements/waiting-room.md §2.1 'Waiting room', requirements/waiting-room.md §4, requirements/waiting-room.md §7): the queue decides who enters. */
const meta = {
  title: 'WaitingRoom/Screen',
  beforeEach: () => {
    clearQueueCookies();
    return clearQueueCookies;
  },
  parameters: { route: '/tickets/groups', shop: room() } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Refused entry: the shop page is never shown; position and humanized remaining time are. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...waitingRoomHandlers.default({ statuses: [WAITING] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Warteschlange', level: 1 }, SLOW)).toBeVisible();
    const text = await canvas.findByText(/Position 42/, {}, SLOW);
    await expect(text).toHaveAttribute('role', 'status');
    await expect(text).toHaveTextContent('in 10 Minuten');
    await expect(canvas.queryByRole('heading', { name: 'Tickets kaufen' })).not.toBeInTheDocument();
  },
};

/** The screen polls every pollingSeconds and opens the shop once the queue lets the visitor in. */
export const Admitted: Story = {
  parameters: { shop: room({ pollingSeconds: 2 }) } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...waitingRoomHandlers.default({ statuses: [WAITING, WAITING, VISITING] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Warteschlange', level: 1 }, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Warteschlange' })).not.toBeInTheDocument(), LONG);
    await expect(await canvas.findByRole('heading', { level: 1 }, SLOW)).toBeVisible();
  },
};

/** A visitor the queue lets in sees the shop page at once. */
export const Visiting: Story = {
  beforeEach({ msw }) {
    msw.use(...waitingRoomHandlers.default({ statuses: [VISITING] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets kaufen', level: 1 }, SLOW)).toBeVisible();
  },
};

/** The queue answers 404 on enter: no waiting room, the shop opens (spec 'a 404 disables the room'). */
export const NoQueue: Story = {
  beforeEach({ msw }) {
    msw.use(...waitingRoomHandlers.default({ enterStatus: 404 }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tickets kaufen', level: 1 }, SLOW)).toBeVisible();
  },
};

/** ?debug keeps the screen for operators even when entry is allowed, with the raw status. */
export const Debug: Story = {
  parameters: { route: '/waiting-room?debug' } satisfies ShopStoryParameters,
  beforeEach({ msw }) {
    msw.use(...waitingRoomHandlers.default({ statuses: [VISITING] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie sind an der Reihe. Der Shop wird geöffnet …', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(/"kind":"allowed"/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Warteschlange', level: 1 })).toBeVisible();
  },
};
