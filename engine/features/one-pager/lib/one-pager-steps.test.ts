import { describe, expect, it } from 'vitest';
import { currentStep, hasQuantity, isReseller } from './one-pager-steps.ts';

describe('one-pager steps (requirements/one-pager.md §4.1 Other)', () => {
  it('starts at the tickets, then the form for anonymous visitors, then the overview', () => {
    expect(currentStep({ ticketsConfirmed: false, signedIn: true })).toBe('tickets');
    expect(currentStep({ ticketsConfirmed: true, signedIn: false })).toBe('customer');
    expect(currentStep({ ticketsConfirmed: true, signedIn: true })).toBe('overview');
  });
  it('needs one quantity above 0', () => {
    expect(hasQuantity({})).toBe(false);
    expect(hasQuantity({ 1: 0 })).toBe(false);
    expect(hasQuantity({ 1: 0, 2: 2 })).toBe(true);
  });
  it('knows resellers by collective invoice or company type', () => {
    expect(isReseller(null, true)).toBe(true);
    expect(isReseller({ customer_type: '3' }, false)).toBe(true);
    expect(isReseller({ customer_type: '1' }, false)).toBe(false);
  });
});
