import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMESPACES, localeLoaders } from './locale-loaders.ts';

describe('localeLoaders', () => {
  it('names every feature folder with locales as a namespace, and nothing else', () => {
    const features = readdirSync('engine/features').filter((feature) => readdirSync(`engine/features/${feature}`).includes('locales'));
    expect([...LOCALE_NAMESPACES].sort()).toEqual(['common', ...features].sort());
  });

  it('serves each namespace of a language from that language\'s one bundle', async () => {
    const tickets = (await localeLoaders['tickets/en']!()) as Record<string, unknown>;
    const common = (await localeLoaders['common/de']!()) as Record<string, unknown>;
    expect(Object.keys(tickets).length).toBeGreaterThan(0);
    expect(common).toHaveProperty('loading');
  });
});
