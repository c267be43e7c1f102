import type { TourTerm } from '../api/tours.api.ts';
import type { TourBooking, TourSelection } from './booking-model.ts';

export type TourFieldError = 'languageRequired' | 'ageGroupRequired' | 'gradeRequired' | 'participantsMin' | 'participantsMax';

/** requirements/tours.md §5.1 Tours: language, age group and grade are each required only when more than one option exists. */
export function isChoiceRequired(options: TourTerm[]): boolean {
  return options.length > 1;
}

/** With exactly one option that option is taken, so the visitor need not pick it. */
function preselectedChoice(options: TourTerm[]): number | null {
  return options.length === 1 ? options[0]!.id : null;
}

export interface TourChoices {
  languages: TourTerm[];
  age_groups: TourTerm[];
  grades: TourTerm[];
}

export function initialSelection(tour: TourChoices): TourSelection {
  return {
    languageId: preselectedChoice(tour.languages), ageGroupId: preselectedChoice(tour.age_groups), gradeId: preselectedChoice(tour.grades),
    quantities: {}, surcharges: {}, equipment: {},
  };
}

export type TourFormCheck = { kind: 'ok' } | { kind: 'noSelection' } | { kind: 'invalid'; errors: TourFieldError[] };

/**
 * requirements/tours.md §5.1 Tours on add to cart: no participant price chosen → the selection error; a missing
 * required choice or a participant count outside min..max → the form errors. Added only with at
 * least one participant price.
 */
export function checkTourForm(tour: TourChoices, selection: TourSelection, booking: TourBooking): TourFormCheck {
  if (booking.participants === 0) return { kind: 'noSelection' };
  const errors: TourFieldError[] = [];
  if (isChoiceRequired(tour.languages) && selection.languageId === null) errors.push('languageRequired');
  if (isChoiceRequired(tour.age_groups) && selection.ageGroupId === null) errors.push('ageGroupRequired');
  if (isChoiceRequired(tour.grades) && selection.gradeId === null) errors.push('gradeRequired');
  if (booking.participants < booking.limits.min) errors.push('participantsMin');
  if (booking.participants > booking.limits.max) errors.push('participantsMax');
  return errors.length ? { kind: 'invalid', errors } : { kind: 'ok' };
}
