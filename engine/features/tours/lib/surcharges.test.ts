import { describe, expect, it } from 'vitest';
import { fixedSurchargeQuantity, surchargeOptions, surchargeQuantity, surchargeRule } from './surcharges.ts';

const perPerson = { price_surcharge_id: 1, price_cents: 200 };
const group = { price_surcharge_id: 2, price_cents: 3000, group: true };
const optionalPerPerson = { price_surcharge_id: 3, price_cents: 450, optional: true };
const optionalGroup = { price_surcharge_id: 4, price_cents: 300, optional: true, group: true };

describe('requirements/tours.md §5.1 Tours: surcharge kinds', () => {
  it('tells the four kinds apart', () => {
    expect([perPerson, group, optionalPerPerson, optionalGroup].map(surchargeRule)).toEqual(['perPerson', 'group', 'optionalPerPerson', 'optionalGroup']);
  });
});

describe('requirements/tours.md §5.1 Tours: non-optional per-person surcharges = total participants minus count_participants', () => {
  it('covers every participant by default', () => {
    expect(fixedSurchargeQuantity(perPerson, 5)).toBe(5);
    expect(surchargeOptions(perPerson, 5)).toEqual([5]);
  });
  it('leaves out count_participants', () => {
    expect(fixedSurchargeQuantity({ ...perPerson, count_participants: 2 }, 5)).toBe(3);
    expect(fixedSurchargeQuantity({ ...perPerson, count_participants: 8 }, 5)).toBe(0);
  });
  it('ignores a choice', () => {
    expect(surchargeQuantity(perPerson, 1, 4)).toBe(4);
  });
});

describe('requirements/tours.md §5.1 Tours: non-optional group surcharge is fixed 1', () => {
  it('is 1 once anyone takes part', () => {
    expect(fixedSurchargeQuantity(group, 12)).toBe(1);
    expect(surchargeQuantity(group, 0, 12)).toBe(1);
  });
  it('bills nothing before participants are chosen', () => {
    expect(fixedSurchargeQuantity(group, 0)).toBe(0);
  });
});

describe('requirements/tours.md §5.1 Tours: optional non-group surcharge 0..total participants', () => {
  it('offers 0..participants', () => {
    expect(surchargeOptions(optionalPerPerson, 3)).toEqual([0, 1, 2, 3]);
    expect(fixedSurchargeQuantity(optionalPerPerson, 3)).toBeNull();
  });
  it('clamps an earlier choice when participants drop', () => {
    expect(surchargeQuantity(optionalPerPerson, 3, 2)).toBe(2);
    expect(surchargeQuantity(optionalPerPerson, undefined, 2)).toBe(0);
  });
});

describe('requirements/tours.md §5.1 Tours: optional group surcharge 0..1', () => {
  it('offers 0 or 1', () => {
    expect(surchargeOptions(optionalGroup, 12)).toEqual([0, 1]);
    expect(surchargeQuantity(optionalGroup, 1, 12)).toBe(1);
  });
  it('offers only 0 without participants', () => {
    expect(surchargeOptions(optionalGroup, 0)).toEqual([0]);
  });
});
