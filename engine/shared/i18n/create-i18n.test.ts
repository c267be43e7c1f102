import { describe, expect, it } from 'vitest';
import { createShopI18n } from './create-i18n.ts';

describe('createShopI18n (requirements/settings.md §1.2)', () => {
  it('a missing translation renders blank', async () => {
    const missing: string[] = [];
    const i18n = createShopI18n({
      language: 'de', onMissingKey: (key) => missing.push(key),
      loaders: { 'common/de': async () => ({ present: 'Vorhanden' }) },
    });
    await i18n.loadNamespaces('common');
    expect(i18n.t('present')).toBe('Vorhanden');
    expect(i18n.t('absent')).toBe('');
    expect(missing).toContain('absent');
  });
});
