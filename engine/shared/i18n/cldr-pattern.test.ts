import { describe, expect, it } from 'vitest';
import { cldrToDayjs } from './cldr-pattern.ts';

describe('CLDR date patterns of settings locale.dateFormats → dayjs', () => {
  it('converts the spec defaults', () => {
    expect(cldrToDayjs('EEEE, d. MMMM y')).toBe('dddd, D. MMMM YYYY');
    expect(cldrToDayjs('dd.MM.yy')).toBe('DD.MM.YY');
    expect(cldrToDayjs('dd.MM.yyyy')).toBe('DD.MM.YYYY');
  });

  it('keeps quoted text and unknown letters literal', () => {
    expect(cldrToDayjs("d 'de' MMMM")).toBe('D [de] MMMM');
    expect(cldrToDayjs('d.M. G')).toBe('D.M. [G]');
  });
});
