import { describe, expect, it } from 'vitest';
import type { TourBooking } from './booking-model.ts';
import { checkTourForm, initialSelection, isChoiceRequired } from './tour-form.ts';

const term = (id: number) => ({ id, name: `Term ${id}` });
const tour = { languages: [term(1), term(2)], age_groups: [term(3)], grades: [] };
const booking = (participants: number, limits = { min: 1, max: 25 }) => ({ participants, limits } as TourBooking);

describe('requirements/tours.md §5.1 Tours: language, age group and grade are required only when more than one option exists', () => {
  it('requires a choice among several options only', () => {
    expect(isChoiceRequired([term(1), term(2)])).toBe(true);
    expect(isChoiceRequired([term(1)])).toBe(false);
    expect(isChoiceRequired([])).toBe(false);
  });
  it('preselects a single option and leaves several unchosen', () => {
    expect(initialSelection(tour)).toMatchObject({ languageId: null, ageGroupId: 3, gradeId: null });
  });
});

describe('requirements/tours.md §5.1 Tours: add to cart', () => {
  it('empty participant selection → selection error, before any form error', () => {
    expect(checkTourForm(tour, initialSelection(tour), booking(0))).toEqual({ kind: 'noSelection' });
  });
  it('a missing required choice → form error', () => {
    expect(checkTourForm(tour, initialSelection(tour), booking(2))).toEqual({ kind: 'invalid', errors: ['languageRequired'] });
  });
  it('participants below min or above max → form error', () => {
    const chosen = { ...initialSelection(tour), languageId: 1 };
    expect(checkTourForm(tour, chosen, booking(4, { min: 5, max: 20 }))).toEqual({ kind: 'invalid', errors: ['participantsMin'] });
    expect(checkTourForm(tour, chosen, booking(21, { min: 5, max: 20 }))).toEqual({ kind: 'invalid', errors: ['participantsMax'] });
  });
  it('a complete form passes', () => {
    expect(checkTourForm(tour, { ...initialSelection(tour), languageId: 2 }, booking(2))).toEqual({ kind: 'ok' });
  });
});
