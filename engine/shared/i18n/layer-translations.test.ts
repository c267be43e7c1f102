import { describe, expect, it } from 'vitest';
import { createShopI18n } from './create-i18n.ts';
import { layerTranslations } from './layer-translations.ts';

/** Issue 13: the texts of GET /shop, flat dotted keys as the go~mus API sends them, override the bundled ones. */
const shopI18n = () => createShopI18n({
  language: 'de',
  onMissingKey: () => {},
  loaders: {
    'tickets/de': async () => ({ table: { empty: 'Keine Tickets.' }, selection: { chooseTime: 'Bitte Zeit wählen.', total: 'Summe' } }),
    'cart/de': async () => ({ table: { product: 'Artikel' } }),
  },
});

describe('layerTranslations', () => {
  it('flat engine keys (namespace.path) override the bundled texts, others stay', async () => {
    const i18n = shopI18n();
    await layerTranslations(i18n, 'de', { 'tickets.selection.chooseTime': 'Wählen Sie zuerst eine Einlasszeit.', 'unknownNs.x': 'ignoriert' });
    expect(i18n.t('selection.chooseTime', { ns: 'tickets' })).toBe('Wählen Sie zuerst eine Einlasszeit.');
    expect(i18n.t('selection.total', { ns: 'tickets' })).toBe('Summe');
    expect(i18n.hasResourceBundle('de', 'unknownNs')).toBe(false);
  });

  it('still reads namespace → nested keys (preview drafts, stories)', async () => {
    const i18n = shopI18n();
    await layerTranslations(i18n, 'de', { tickets: { table: { empty: 'Verschachtelt.' } } });
    expect(i18n.t('table.empty', { ns: 'tickets' })).toBe('Verschachtelt.');
  });

  it('leaves the imported texts as they were, which every shop instance on the page shares', async () => {
    const shared = { table: { empty: 'Keine Tickets.' }, selection: { total: 'Summe' } };
    const loaders = { 'tickets/de': async () => shared };
    const first = createShopI18n({ language: 'de', onMissingKey: () => {}, loaders });
    const second = createShopI18n({ language: 'de', onMissingKey: () => {}, loaders });
    await layerTranslations(first, 'de', { 'tickets.table.empty': 'Ausverkauft.' });
    await second.loadLanguages('de');
    expect(first.t('table.empty', { ns: 'tickets' })).toBe('Ausverkauft.');
    expect(second.t('table.empty', { ns: 'tickets' })).toBe('Keine Tickets.');
    expect(shared.table.empty).toBe('Keine Tickets.');
  });
});
