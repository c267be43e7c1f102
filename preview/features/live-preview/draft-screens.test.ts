import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import { resolveSettings } from '../../../engine/settings/resolve-settings.ts';
import { draftScreens } from './draft-screens.ts';

const paths = (options: { path: string }[]) => options.map((option) => option.path);

describe("the picker offers the screens the draft's settings create", () => {
  it('one entry per ticket group, leading where its tile leads, then one per combi group', () => {
    const settings = resolveSettings({ tickets: { groups: [
      { name: 'timeSlot', types: ['time_slot'], time: true },
      { name: 'flex', types: ['normal'], ticketState: 'shop.tickets.list' },
    ], combi: { groups: ['ticketGroup'] } } }).settings;
    expect(paths(draftScreens(settings, {}))).toEqual(['/tickets/time?group=timeSlot', '/tickets/list?group=flex', '/tickets/combi?group=ticketGroup']);
  });

  it('a combi entry is named by its group', () => {
    const settings = { tickets: { ...DEFAULT_SETTINGS.tickets, groups: [], combi: { ...DEFAULT_SETTINGS.tickets.combi, groups: ['ticketGroup'] } } };
    expect(draftScreens(settings, {})).toEqual([{ path: '/tickets/combi?group=ticketGroup', label: 'route.combiGroup', values: { group: 'ticketGroup' } }]);
  });

  it('one entry per content page with text; an emptied page has no screen (the shop hides it too)', () => {
    const settings = { tickets: { ...DEFAULT_SETTINGS.tickets, groups: [], combi: { ...DEFAULT_SETTINGS.tickets.combi, groups: [] } } };
    expect(paths(draftScreens(settings, { agb: '<h2>AGB</h2>', faq: '  ' }))).toEqual(['/page/agb']);
  });
});
