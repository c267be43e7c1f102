import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds its cookie among others and decodes it', () => {
    expect(readCookie('b', 'a=1; b=x%2Fy=z; c=3')).toBe('x/y=z');
  });

  it('is null when the cookie is missing or its encoding is broken', () => {
    expect(readCookie('b', 'a=1')).toBeNull();
    expect(readCookie('b', 'b=%E0%A4%A')).toBeNull();
  });
});
