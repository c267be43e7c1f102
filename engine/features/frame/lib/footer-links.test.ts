import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer-links.ts';

describe('footerLinks', () => {
  it('links only pages with content, external when a URL translation exists', () => {
    const links = footerLinks({ agb: '<p>x</p>', kontakt: '<p>y</p>' }, (id) => (id === 'kontakt' ? 'https://museum.example/kontakt' : ''));
    expect(links).toEqual([
      { id: 'agb', externalUrl: null },
      { id: 'kontakt', externalUrl: 'https://museum.example/kontakt' },
    ]);
  });
});
