import { describe, expect, it } from 'vitest';
import { translatedLinks } from './translated-links.ts';

const from = (texts: Record<string, string>) => (key: string) => texts[key];

describe('translatedLinks', () => {
  const texts = {
    'start.specialOffers.1.title': 'Familienkarte', 'start.specialOffers.1.url': 'https://example.org/familie',
    'start.specialOffers.2.title': 'Ohne Adresse',
    'start.specialOffers.3.title': 'Abendkarte', 'start.specialOffers.3.url': '/tickets/groups',
  };

  it('takes the links whose title and url exist, up to count', () => {
    expect(translatedLinks(from(texts), 'specialOffers', 3).map((link) => link.title)).toEqual(['Familienkarte', 'Abendkarte']);
    expect(translatedLinks(from(texts), 'specialOffers', 1)).toHaveLength(1);
    expect(translatedLinks(from(texts), 'specialOffers', 0)).toEqual([]);
  });

  it('drops script urls', () => {
    expect(translatedLinks(from({ 'start.externalLinks.1.title': 'X', 'start.externalLinks.1.url': 'javascript:alert(1)' }), 'externalLinks', 3)).toEqual([]);
  });
});
