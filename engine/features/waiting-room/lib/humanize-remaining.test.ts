import { describe, expect, it } from 'vitest';
import { humanizeRemaining } from './humanize-remaining.ts';

describe('humanized remaining waiting time', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(humanizeRemaining(10, 'de')).toBe('in 1 Minute');
    expect(humanizeRemaining(241, 'en')).toBe('in 5 minutes');
  });

  it('switches to hours from 90 minutes on', () => {
    expect(humanizeRemaining(2 * 3600, 'de')).toBe('in 2 Stunden');
  });
});
