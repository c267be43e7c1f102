import { describe, expect, it } from 'vitest';
import { attendeeErrors, attendeesFor } from './attendee-values.ts';

describe('requirements/tickets.md §5.4 Attendee personalisation', () => {
  it('one attendee per unit, keeping what was entered', () => {
    expect(attendeesFor([{ name: 'Ada', surname: 'L' }], 2, ['name', 'surname'])).toEqual([{ name: 'Ada', surname: 'L' }, { name: '', surname: '' }]);
  });
  it('every attendee field is required', () => {
    expect(attendeeErrors({ 3: [{ name: 'Ada', surname: ' ' }] }, ['name', 'surname'])).toEqual(['3.0.surname']);
  });
});
