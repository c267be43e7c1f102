import { describe, expect, it } from 'vitest';
import type { ShopData } from '../../db/schema';
import { changedPaths, diffSummary } from './diff-summary';
import { settingsWithDefaults } from './settings-validator';

const base: ShopData = {
  settings: { menu: { pageSizes: { events: 10, tours: 5 } }, onePager: { enabled: false }, locale: { languages: ['de', 'en'] } },
  translations: { de: { cart: { title: 'Warenkorb', empty: 'Leer' } } },
  content: { de: { agb: '<p>AGB</p>' } },
  config: { custom_css: '', custom_js: '' },
};

/** The shape rules alone, without the schema's defaults. */
const asIs = (settings: unknown) => settings;

describe('diffSummary', () => {
  it('says so when nothing changed', () => {
    expect(diffSummary(base, structuredClone(base), asIs)).toBe('No changes');
  });

  it('lists changed settings with old and new values and counts translations', () => {
    const after = structuredClone(base);
    after.settings = { menu: { pageSizes: { events: 5, tours: 5 } }, onePager: { enabled: true }, locale: { languages: ['de'] } };
    after.translations = { de: { cart: { title: 'Korb', empty: 'Nichts' } } };
    expect(diffSummary(base, after, asIs)).toBe(
      '3 settings changed: locale.languages ["de","en"] → ["de"], menu.pageSizes.events 10 → 5, onePager.enabled false → true; 2 translations changed',
    );
  });

  it('shows added and removed settings as unset', () => {
    const after = structuredClone(base);
    after.settings = { menu: { pageSizes: { events: 10 } }, onePager: { enabled: false }, locale: { languages: ['de', 'en'] }, vip: { on: true } };
    expect(diffSummary(base, after, asIs)).toBe('2 settings changed: menu.pageSizes.tours 5 → (unset), vip.on (unset) → true');
  });

  it('counts content pages, css and js, and cuts long setting lists', () => {
    const after = structuredClone(base);
    after.settings = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, ...base.settings };
    after.content = { de: { agb: '<p>Neu</p>' }, en: { agb: '<p>New</p>' } };
    after.config = { custom_css: 'body{}', custom_js: 'x()' };
    expect(diffSummary(base, after, asIs)).toBe(
      '7 settings changed: a (unset) → 1, b (unset) → 2, c (unset) → 3, d (unset) → 4, e (unset) → 5, and 2 more; 2 content pages changed; custom CSS changed; custom JS changed',
    );
  });

  it('counts real differences only: a draft completed with the schema defaults changes nothing by that (issue 20)', () => {
    const live: ShopData = { ...base, settings: { onePager: { enabled: false } } };
    const draft = structuredClone(live);
    draft.settings = settingsWithDefaults({ onePager: { enabled: true }, menu: { pageSizes: { events: 0, tours: 3 } }, cart: { showComment: true } }) as ShopData['settings'];
    expect(Object.keys(draft.settings).length).toBeGreaterThan(5);
    expect(diffSummary(live, draft)).toBe(
      '4 settings changed: cart.showComment false → true, menu.pageSizes.events 10 → 0, menu.pageSizes.tours 10 → 3, onePager.enabled false → true',
    );
  });

  it('treats an empty object like a missing one', () => {
    expect(changedPaths({ menu: {} }, {})).toEqual([]);
  });
});
