import { describe, expect, it } from 'vitest';
import type { TicketGroup } from '../../../settings/settings.gen.ts';
import { autoSelectedGroup, visibleGroups } from './visible-groups.ts';

const group = (name: string, order: number, show = true) => ({ name, order, show }) as TicketGroup;

describe('requirements/tickets.md §2.3 shop.tickets.groups', () => {
  it('shows groups with show=true and a translated text, ordered by order', () => {
    const groups = [group('day', 2), group('timeSlot', 1), group('hidden', 0, false), group('untitled', 3)];
    expect(visibleGroups(groups, (name) => name !== 'untitled').map((g) => g.name)).toEqual(['timeSlot', 'day']);
  });
  it('one visible group is selected automatically', () => {
    expect(autoSelectedGroup([group('day', 1)])?.name).toBe('day');
    expect(autoSelectedGroup([group('day', 1), group('timeSlot', 2)])).toBeUndefined();
  });
});
