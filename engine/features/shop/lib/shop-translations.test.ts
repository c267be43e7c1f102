import { describe, expect, it } from 'vitest';
import { createShopI18n } from '../../../shared/i18n/create-i18n.ts';
import { layerTranslations } from '../../../shared/i18n/layer-translations.ts';
import type { ShopResponse } from '../api/shop.api.ts';
import { translationsOf } from './shop-translations.ts';

const answer = (translations: Record<string, unknown>, settings_validated?: boolean) =>
  ({ id: 1, slug: 's', name: 'S', translations, ...(settings_validated === undefined ? {} : { settings_validated }) }) as unknown as ShopResponse;

const bundled = () => createShopI18n({
  language: 'de',
  onMissingKey: () => {},
  loaders: {
    'tickets/de': async () => ({ table: { empty: 'Keine Tickets.' }, groups: { items: { timeSlot: { title: 'Zeitfenster-Tickets' } } } }),
    'cart/de': async () => ({ table: { product: 'Artikel' } }),
    'events/de': async () => ({ tickets: { choose: 'Auswählen' } }),
  },
});

describe('translationsOf (issue 13: the shop on the real go~mus API)', () => {
  it("lays the real API's go~mus-only keys over the bundled texts of the same meaning", async () => {
    const i18n = bundled();
    const fromGomus = answer({
      'common.empty': 'Heute leider nichts.', 'cart.content.table.desc': 'Beschreibung',
      'ticket.timeSlot.title': 'Zeitfenster', 'product.dates.table.button': 'Buchen',
    });
    await layerTranslations(i18n, 'de', await translationsOf(fromGomus));
    expect(i18n.t('table.empty', { ns: 'tickets' })).toBe('Heute leider nichts.');
    expect(i18n.t('table.product', { ns: 'cart' })).toBe('Beschreibung');
    expect(i18n.t('groups.items.timeSlot.title', { ns: 'tickets' })).toBe('Zeitfenster');
    expect(i18n.t('tickets.choose', { ns: 'events' })).toBe('Buchen');
  });

  it('keeps a text given under the engine key itself, and leaves our own server\'s answer as it is', async () => {
    const both = { 'common.empty': 'go~mus', 'tickets.table.empty': 'engine' };
    expect((await translationsOf(answer(both)))['tickets.table.empty']).toBe('engine');
    const ours = { 'ticket.timeSlot.title': 'Zeitfenster' };
    expect(await translationsOf(answer(ours, true))).toEqual(ours);
    expect(await translationsOf(answer({}))).toEqual({});
  });
});
