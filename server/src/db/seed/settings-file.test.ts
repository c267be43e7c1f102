import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDay } from './dates';
import { readShopSettings, withCurrentNotice } from './settings-file';

describe('demo settings (issue 19: a stale notice)', () => {
  const day = seedDay(new Date('2026-11-26T09:00:00Z'));

  it('runs the museen demo notice from the seed day, so it is current whenever the demo starts', () => {
    const settings = withCurrentNotice(readShopSettings('museen', () => {}), day);
    expect((settings.general as { notice: unknown }).notice).toEqual({ from: '2026-11-26', until: '2027-02-24' });
  });

  it('keeps the demo logos in the shop: no link to a website host that does not exist', () => {
    for (const slug of ['museen', 'stadtmuseum']) {
      const theme = readShopSettings(slug, () => {}).theme as { websiteUrl?: string };
      expect(theme.websiteUrl ?? '', slug).toBe('');
    }
  });

  it('draws the demo logos in the sans-serif of the pages, as a two-line wordmark that stays readable on a phone', () => {
    for (const slug of ['museen', 'stadtmuseum']) {
      const svg = readFileSync(resolve(import.meta.dirname, `media/logo-${slug}.svg`), 'utf8');
      expect(svg, slug).not.toMatch(/Georgia|[^-]serif/);
      expect(svg.match(/<text /g), slug).toHaveLength(2);
      const [, , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
      // At the header's 44 px height the logo needs at most ~180 px, which leaves room for search, cart and menu.
      expect(width! / height!, slug).toBeLessThanOrEqual(4.1);
    }
  });

  it('leaves settings without a notice period alone', () => {
    const settings = { general: { smbStyle: true } };
    expect(withCurrentNotice(settings, day)).toBe(settings);
  });
});
