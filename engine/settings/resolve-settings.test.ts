import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './defaults.gen';
import { resolveSettings } from './resolve-settings';

describe('resolveSettings', () => {
  it('gives all defaults and no problems for empty input', () => {
    for (const raw of [undefined, null, {}]) {
      const { settings, problems } = resolveSettings(raw);
      expect(settings).toEqual(DEFAULT_SETTINGS);
      expect(problems).toEqual([]);
    }
  });

  it('falls back to all defaults and reports when the input is not an object', () => {
    const { settings, problems } = resolveSettings('oops');
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems).toEqual([{ path: '', message: expect.stringContaining('object'), value: 'oops', severity: 'error' }]);
  });

  it('keeps valid overrides and the defaults around them', () => {
    const { settings, problems } = resolveSettings({ menu: { pageSizes: { events: 0 }, items: { vip: true } }, cart: { showComment: true } });
    expect(problems).toEqual([]);
    expect(settings.menu.pageSizes).toEqual({ museums: 1000, exhibitions: 10, events: 0, tours: 10, merchandise: 10 });
    expect(settings.menu.items.vip).toBe(true);
    expect(settings.cart.showComment).toBe(true);
    expect(settings.cart.autoDeleteMinutes).toBe(10);
  });

  it.each([-3, 'ten', 2.5, null])('replaces an invalid menu page size (%j) by its default and reports its path', (bad) => {
    const { settings, problems } = resolveSettings({ menu: { pageSizes: { events: bad, tours: 7 } } });
    expect(settings.menu.pageSizes.events).toBe(10);
    expect(settings.menu.pageSizes.tours).toBe(7);
    expect(problems).toEqual([{ path: '/menu/pageSizes/events', message: expect.any(String), value: bad, severity: 'error' }]);
  });

  it('repairs nested invalid values inside a ticket group locally', () => {
    const group = { name: 'flex', types: ['normal'], order: 3, timeOptions: { minCapacitySelect: -1, minCapacityDisplay: 2, timeGroups: { groupBySeconds: 'hour' } } };
    const { settings, problems } = resolveSettings({ tickets: { groups: [group] } });
    const [flex] = settings.tickets.groups;
    expect(flex).toMatchObject({ name: 'flex', order: 3, types: ['normal'] });
    expect(flex!.timeOptions).toMatchObject({ minCapacitySelect: 1, minCapacityDisplay: 2, timeGroups: { groupBySeconds: 3600, minDisplay: 12 } });
    expect(problems.map((problem) => problem.path)).toEqual([
      '/tickets/groups/0/timeOptions/minCapacitySelect',
      '/tickets/groups/0/timeOptions/timeGroups/groupBySeconds',
    ]);
  });

  it('fills item defaults into every stored ticket group', () => {
    const { settings } = resolveSettings({ tickets: { groups: [{ name: 'annual', types: ['annual'] }] } });
    expect(settings.tickets.groups).toHaveLength(1);
    expect(settings.tickets.groups[0]).toMatchObject({ show: true, date: true, time: false, timeSlotCapacity: { enabled: false, threshold: 30 } });
  });

  it('drops a list item that lacks a required property instead of resetting the list', () => {
    const { settings, problems } = resolveSettings({ tickets: { groups: [{ name: 'day', types: ['normal'] }, { types: ['time_slot'] }] } });
    expect(settings.tickets.groups.map((group) => group.name)).toEqual(['day']);
    expect(problems).toEqual([expect.objectContaining({ path: '/tickets/groups/1/name', severity: 'error' })]);
  });

  it('climbs to the nearest default when a whole area has the wrong type', () => {
    const { settings, problems } = resolveSettings({ vip: 'yes', locale: { languages: [] } });
    expect(settings.vip).toEqual(DEFAULT_SETTINGS.vip);
    expect(settings.locale.languages).toEqual(['de', 'en', 'es', 'fr']);
    expect(problems.map((problem) => problem.path).sort()).toEqual(['/locale/languages', '/vip']);
  });

  it('keeps unknown keys but reports them as warnings', () => {
    const { settings, problems } = resolveSettings({ futureFlag: true, cart: { newThing: 1 } });
    expect((settings as unknown as Record<string, unknown>).futureFlag).toBe(true);
    expect((settings.cart as unknown as Record<string, unknown>).newThing).toBe(1);
    expect(problems).toEqual([
      expect.objectContaining({ path: '/futureFlag', severity: 'warning', value: true }),
      expect.objectContaining({ path: '/cart/newThing', severity: 'warning', value: 1 }),
    ]);
  });

  it('does not modify its input and shares nothing with the defaults', () => {
    const raw = { menu: { pageSizes: { events: -3 } }, tickets: { groups: [{ name: 'day', types: ['normal'] }] } };
    const copy = structuredClone(raw);
    const { settings } = resolveSettings(raw);
    expect(raw).toEqual(copy);
    settings.locale.languages.push('de');
    expect(DEFAULT_SETTINGS.locale.languages).toHaveLength(4);
  });
});
