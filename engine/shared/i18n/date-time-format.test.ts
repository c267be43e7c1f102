import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.ts';

describe('dateTimeFormat', () => {
  it('formats like a fresh Intl.DateTimeFormat', () => {
    const day = new Date('2026-06-01T12:00:00Z');
    expect(dateTimeFormat('de', { weekday: 'long', timeZone: 'UTC' }).format(day)).toBe('Montag');
    expect(dateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day)).toBe('June 2026');
  });

  it('hands out one formatter per language and options', () => {
    expect(dateTimeFormat('de', { weekday: 'short' })).toBe(dateTimeFormat('de', { weekday: 'short' }));
    expect(dateTimeFormat('de', { weekday: 'short' })).not.toBe(dateTimeFormat('fr', { weekday: 'short' }));
    expect(dateTimeFormat('de', { weekday: 'short' })).not.toBe(dateTimeFormat('de', { weekday: 'long' }));
  });
});
