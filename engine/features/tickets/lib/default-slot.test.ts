import { describe, expect, it } from 'vitest';
import { defaultSlot } from './default-slot.ts';

const slots = [
  { start_time: '2026-12-01T10:00:00+01:00', capacity: 0, total_capacity: 20 },
  { start_time: '2026-12-01T11:00:00+01:00', capacity: 5, total_capacity: 20 },
];
const options = { minCapacitySelect: 1, minCapacityDisplay: 0 };

describe('preselected time (ticket group timeOptions.defaultElement)', () => {
  it("'none' selects nothing", () => {
    expect(defaultSlot(slots, { ...options, defaultElement: 'none' })).toBeNull();
  });

  it("'firstAvailable' skips sold-out slots", () => {
    expect(defaultSlot(slots, { ...options, defaultElement: 'firstAvailable' })).toBe('2026-12-01T11:00:00+01:00');
  });

  it("'first' takes the first slot only when it can be chosen", () => {
    expect(defaultSlot(slots, { ...options, defaultElement: 'first' })).toBeNull();
    expect(defaultSlot(slots.slice(1), { ...options, defaultElement: 'first' })).toBe('2026-12-01T11:00:00+01:00');
  });

  it('never preselects a hidden slot', () => {
    expect(defaultSlot(slots, { minCapacitySelect: 1, minCapacityDisplay: 10, defaultElement: 'firstAvailable' })).toBeNull();
  });
});
