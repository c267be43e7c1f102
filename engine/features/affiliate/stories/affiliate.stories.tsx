import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { affiliateHandlers, clearAffiliateCookies } from '../../../../tests/mocks/handlers/affiliate.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

const tracked = fn();

/** Affiliate tracking (requirements/frame-and-routing.md §4.2): a referral link is checked, tracked and remembered for the order. */
const meta = {
  title: 'Affiliate/Referral',
  parameters: { route: '/start?at=PARTNER&ac=herbst' } satisfies ShopStoryParameters,
  beforeEach: ({ msw }) => {
    clearAffiliateCookies();
    tracked.mockClear();
    msw.use(...affiliateHandlers.default(tracked));
    return clearAffiliateCookies;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A known programme: tracked with its campaign and kept in a cookie for the order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, SLOW)).toBeVisible();
    await waitFor(() => expect(tracked).toHaveBeenCalledWith('herbst'), SLOW);
    await expect(decodeURIComponent(document.cookie)).toContain('affiliate={"id":7,"campaign":"herbst"}');
  },
};

/** An unknown programme is ignored: nothing tracked, nothing remembered. */
export const UnknownProgram: Story = {
  parameters: { route: '/start?at=UNKNOWN' } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, SLOW)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(tracked).not.toHaveBeenCalled();
    await expect(document.cookie).not.toContain('affiliate=');
  },
};

/** settings general.affiliate.enabled off: the link parameters are ignored. */
export const Disabled: Story = {
  parameters: { shop: { settings: { general: { affiliate: { enabled: false } } } } as ShopStoryParameters['shop'] } satisfies ShopStoryParameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, SLOW)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(tracked).not.toHaveBeenCalled();
  },
};
