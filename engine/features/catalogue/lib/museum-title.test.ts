import { describe, expect, it } from 'vitest';
import { museumTitleOf } from './museum-title.ts';

describe('museumTitleOf', () => {
  const museums = [{ id: 1, title: 'Kunsthalle' }];
  it('names the museum when enabled', () => {
    expect(museumTitleOf(museums, 1, true)).toBe('Kunsthalle');
  });
  it('says nothing when disabled, unknown or without museum', () => {
    expect(museumTitleOf(museums, 1, false)).toBeUndefined();
    expect(museumTitleOf(museums, 2, true)).toBeUndefined();
    expect(museumTitleOf(museums, null, true)).toBeUndefined();
  });
});
