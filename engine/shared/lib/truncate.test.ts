import { describe, expect, it } from 'vitest';
import { TRUNCATE, truncate } from './truncate.ts';

describe('truncate', () => {
  it('keeps text at or below the limit', () => {
    expect(truncate('a'.repeat(40), TRUNCATE.category)).toBe('a'.repeat(40));
    expect(truncate('', 10)).toBe('');
    expect(truncate(null, 10)).toBe('');
  });

  it('cuts category at 40, title at 100 and sub_title at 70 with "..."', () => {
    expect(truncate('c'.repeat(41), TRUNCATE.category)).toBe(`${'c'.repeat(40)}...`);
    expect(truncate('t'.repeat(150), TRUNCATE.title)).toBe(`${'t'.repeat(100)}...`);
    expect(truncate('s'.repeat(71), TRUNCATE.subTitle)).toBe(`${'s'.repeat(70)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncate('ü'.repeat(40) + '🎨', 40)).toBe(`${'ü'.repeat(40)}...`);
  });
});
