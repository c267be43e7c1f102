import { describe, expect, it } from 'vitest';
import { isSavedPlan } from './saved-plan.ts';

describe('isSavedPlan', () => {
  it('accepts a well-formed plan and refuses anything else', () => {
    const item = { key: 'entry', kind: 'entry', title: 'Zeitfenster', location: null, start: 1, end: 2 };
    const query = { group: 'timeSlot', date: '2026-11-26' };
    const savedAt = 1;
    expect(isSavedPlan({ date: '2026-11-26', query, savedAt, items: [item] })).toBe(true);
    expect(isSavedPlan({ date: '2026-11-26', query, savedAt, items: [{ ...item, kind: 'merch' }] })).toBe(false);
    expect(isSavedPlan({ date: '2026-11-26', query, savedAt, items: [{ ...item, start: 'soon' }] })).toBe(false);
    expect(isSavedPlan({ date: '2026-11-26', query: { group: 3 }, savedAt, items: [] })).toBe(false);
    expect(isSavedPlan(null)).toBe(false);
    expect(isSavedPlan({ items: [] })).toBe(false);
  });
});
