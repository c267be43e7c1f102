import { describe, expect, it } from 'vitest';
import { capacityLevel, isFewLeft, isSlotHidden, isSlotSelectable, isSlotSoldOut, slotsFromCapacities } from './time-slots.ts';

describe('requirements/tickets.md §4.3 Time slots', () => {
  it('slot sold out when capacity is 0 or less', () => {
    expect(isSlotSoldOut({ start_time: 'x', capacity: 0 })).toBe(true);
    expect(isSlotSoldOut({ start_time: 'x', capacity: -1 })).toBe(true);
    expect(isSlotSoldOut({ start_time: 'x', capacity: 3 })).toBe(false);
    expect(isSlotSoldOut({ start_time: 'x' })).toBe(false);
  });
  it('slot selectable when capacity ≥ minCapacitySelect or no capacity value', () => {
    expect(isSlotSelectable({ start_time: 'x', capacity: 3 }, 1)).toBe(true);
    expect(isSlotSelectable({ start_time: 'x', capacity: 3 }, 4)).toBe(false);
    expect(isSlotSelectable({ start_time: 'x' }, 4)).toBe(true);
    expect(isSlotSelectable({ start_time: 'x', capacity: 0 }, 0)).toBe(false);
  });
  it('slot hidden when capacity < minCapacityDisplay, or sold out without showBookedOut', () => {
    expect(isSlotHidden({ start_time: 'x', capacity: 2 }, 3)).toBe(true);
    expect(isSlotHidden({ start_time: 'x', capacity: 3 }, 3)).toBe(false);
    expect(isSlotHidden({ start_time: 'x', capacity: 0 }, 0, false)).toBe(true);
    expect(isSlotHidden({ start_time: 'x', capacity: 0 }, 0, true)).toBe(false);
  });
  it('few left below 10 places', () => {
    expect(isFewLeft({ start_time: 'x', capacity: 3 })).toBe(true);
    expect(isFewLeft({ start_time: 'x', capacity: 10 })).toBe(false);
  });
});

describe('requirements/tickets.md §9.1 capacity colouring thresholds', () => {
  it('no places → none, below threshold % → few, otherwise enough', () => {
    expect(capacityLevel({ start_time: 'x', capacity: 0, total_capacity: 40 }, 30)).toBe('none');
    expect(capacityLevel({ start_time: 'x', capacity: 11, total_capacity: 40 }, 30)).toBe('few');
    expect(capacityLevel({ start_time: 'x', capacity: 12, total_capacity: 40 }, 30)).toBe('enough');
  });
  it('threshold 0 colours every slot plain (white)', () => {
    expect(capacityLevel({ start_time: 'x', capacity: 0, total_capacity: 40 }, 0)).toBe('plain');
  });
});

describe('requirements/api.md §4.4 slots from /tickets/capacities', () => {
  it('takes the minimum over a ticket\'s quotas and the best ticket per slot, keeping closed slots as sold out', () => {
    const data = {
      1: { tickets: [4], capacities: { '2026-07-13T09:00:00Z': 5, '2026-07-13T10:00:00Z': 0, '2026-07-13T11:00:00Z': 0 }, total_capacities: { '2026-07-13T09:00:00Z': 40, '2026-07-13T10:00:00Z': 40, '2026-07-13T11:00:00Z': 0 } },
      2: { tickets: [4], capacities: { '2026-07-13T09:00:00Z': 3 }, total_capacities: { '2026-07-13T09:00:00Z': 10 } },
      3: { tickets: [9], capacities: { '2026-07-13T09:00:00Z': 8 }, total_capacities: { '2026-07-13T09:00:00Z': 8 } },
    };
    expect(slotsFromCapacities(data, [4])).toEqual([
      { start_time: '2026-07-13T09:00:00Z', capacity: 3, total_capacity: 10 },
      { start_time: '2026-07-13T10:00:00Z', capacity: 0, total_capacity: 40 },
      { start_time: '2026-07-13T11:00:00Z', capacity: 0, total_capacity: 0 },
    ]);
    expect(slotsFromCapacities(data, [4, 9])[0]!.capacity).toBe(8);
  });
});

describe('slotsFromCapacities on older go~mus answers (issue 13)', () => {
  it('reads capacities without total_capacities, the free places standing in for the size', () => {
    const data = { 19: { tickets: [247, 248], capacities: { '2016-07-06T16:15:00+02:00': 30, '2016-07-06T16:30:00+02:00': 0 } } };
    expect(slotsFromCapacities(data, [247])).toEqual([
      { start_time: '2016-07-06T16:15:00+02:00', capacity: 30, total_capacity: 30 },
      { start_time: '2016-07-06T16:30:00+02:00', capacity: 0, total_capacity: 0 },
    ]);
  });
});
