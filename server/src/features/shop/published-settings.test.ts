import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../engine/settings/defaults.gen';
import { publishedSettings } from './published-settings';

describe('publishedSettings (requirements/settings.md §3.1, requirements/settings.md §4.2)', () => {
  it('merges what the operator stored over every default', () => {
    const { settings, problems } = publishedSettings({ id: 901, settings: { vip: { enabled: true } } });
    expect(settings.vip.enabled).toBe(true);
    expect(settings.menu).toEqual(DEFAULT_SETTINGS.menu);
    expect(problems).toEqual([]);
  });

  it('replaces an invalid value by its default and reports it, keeping the valid ones', () => {
    const { settings, problems } = publishedSettings({ id: 902, settings: { menu: { pageSizes: { events: -3, tours: 7 } } } });
    expect(settings.menu.pageSizes).toMatchObject({ events: DEFAULT_SETTINGS.menu.pageSizes.events, tours: 7 });
    expect(problems).toEqual([expect.objectContaining({ path: '/menu/pageSizes/events', value: -3, severity: 'error' })]);
  });

  it('resolves again when the stored settings change (a publish), not before', () => {
    const first = publishedSettings({ id: 903, settings: { cart: { showComment: true } } });
    expect(publishedSettings({ id: 903, settings: { cart: { showComment: true } } })).toBe(first);
    expect(publishedSettings({ id: 903, settings: { cart: { showComment: false } } }).settings.cart.showComment).toBe(false);
  });
});
