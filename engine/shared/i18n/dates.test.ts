import 'dayjs/locale/de.js';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './dates.ts';

const de = { language: 'de' };

describe('formatDate (Europe/Berlin)', () => {
  it('uses the spec formats in German', () => {
    expect(formatDate('2026-06-01T10:00:00Z', 'full', de)).toBe('Montag, 1. Juni 2026');
    expect(formatDate('2026-06-01T10:00:00Z', 'short', de)).toBe('01.06.26');
    expect(formatDate('2026-06-01T10:00:00Z', 'picker', de)).toBe('01.06.2026');
  });

  it('takes the Berlin day, not the UTC day, around midnight', () => {
    expect(formatDate('2026-06-30T22:30:00Z', 'picker', de)).toBe('01.07.2026');
    expect(formatDate('2026-01-31T23:30:00Z', 'picker', de)).toBe('01.02.2026');
  });

  it('follows the DST switch: CET +1 in winter, CEST +2 in summer', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
  });

  it("uses the operator's CLDR patterns (settings locale.dateFormats) for German only", () => {
    const patterns = { full: "EEE, d. MMM y", short: 'd.M.yy' };
    expect(formatDate('2026-06-01T10:00:00Z', 'full', { ...de, patterns })).toBe('Mo., 1. Juni 2026');
    expect(formatDate('2026-06-01T10:00:00Z', 'short', { ...de, patterns })).toBe('1.6.26');
    expect(formatDate('2026-06-01T10:00:00Z', 'picker', { ...de, patterns })).toBe('01.06.2026');
    expect(formatDate('2026-06-01T10:00:00Z', 'short', { language: 'en', patterns })).toBe('01/06/26');
  });

  it('falls back to German patterns for an unknown language', () => {
    expect(formatDate('2026-06-01T10:00:00Z', 'short', { language: 'xx' })).toBe('01.06.26');
  });
});
