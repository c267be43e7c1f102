import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';

/** Consent banner (requirements/frame-and-routing.md §2.4, requirements/frame-and-routing.md §4.1) and staging notice; both remember the choice per shop prefix. */
const meta = {
  title: 'Frame/Banners',
  parameters: { route: '/start', shop: { settings: { general: { consent: { enabled: true } } } } } satisfies ShopStoryParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const CONSENT_KEY = '201600627v4.consent';

export const ConsentShown: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Ihre Privatsphäre' });
    await expect(banner).toHaveTextContent('Statistikdienst');
    await expect(canvas.getByRole('button', { name: 'Zustimmen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ablehnen' })).toBeVisible();
  },
};

export const ConsentAccepted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Zustimmen' }));
    await expect(canvas.queryByRole('region', { name: 'Ihre Privatsphäre' })).not.toBeInTheDocument();
    await expect(localStorage.getItem(CONSENT_KEY)).toBe('"accepted"');
    // Stays hidden on the next page too.
    await userEvent.click(canvas.getByRole('link', { name: 'AGB' }));
    await canvas.findByRole('heading', { name: 'Allgemeine Geschäftsbedingungen', level: 1 });
    await expect(canvas.queryByRole('region', { name: 'Ihre Privatsphäre' })).not.toBeInTheDocument();
  },
};

export const ConsentRejected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ablehnen' }));
    await expect(canvas.queryByRole('region', { name: 'Ihre Privatsphäre' })).not.toBeInTheDocument();
    await expect(localStorage.getItem(CONSENT_KEY)).toBe('"rejected"');
  },
};

/** A stored choice from an earlier visit: no banner at all. */
export const ConsentGivenBefore: Story = {
  beforeEach() {
    localStorage.setItem(CONSENT_KEY, '"accepted"');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: 'Hauptnavigation' });
    // The stored choice is read when the banner subscribes, so allow that effect to run.
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Ihre Privatsphäre' })).not.toBeInTheDocument());
  },
};

export const StagingNotice: Story = {
  parameters: { shop: { config: { staging: true } } } satisfies ShopStoryParameters,
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Test-Umgebung');
    await expect(notice).toHaveTextContent('Dies ist ein Testshop! Bitte kaufen Sie hier nicht ein.');
    await userEvent.click(canvas.getByRole('button', { name: 'Verstanden' }));
    await expect(canvas.queryByText('Test-Umgebung')).not.toBeInTheDocument();
    await expect(localStorage.getItem('201600627v4.stagingAccepted')).toBe('true');
  },
};
