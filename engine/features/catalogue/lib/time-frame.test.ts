import { describe, expect, it } from 'vitest';
import { timeFrameText } from './time-frame.ts';

describe('timeFrameText (requirements/catalogue.md §2.4)', () => {
  it('reads DD.MM.YYYY - DD.MM.YYYY', () => {
    expect(timeFrameText([{ start_at: '2026-03-01T00:00:00+01:00', end_at: '2026-09-30T23:59:00+02:00' }])).toBe('01.03.2026 - 30.09.2026');
  });
  it('takes the Berlin day, joins several periods and says nothing without one', () => {
    expect(timeFrameText([{ start_at: '2026-02-28T23:30:00Z', end_at: '2026-03-31T21:59:00Z' }, { start_at: '2027-01-01', end_at: '2027-01-31' }]))
      .toBe('01.03.2026 - 31.03.2026, 01.01.2027 - 31.01.2027');
    expect(timeFrameText([])).toBeNull();
    expect(timeFrameText(undefined)).toBeNull();
  });
});
