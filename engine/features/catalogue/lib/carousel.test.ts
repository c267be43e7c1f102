import { describe, expect, it } from 'vitest';
import { isRotating, stepSlide } from './carousel.ts';

describe('stepSlide', () => {
  it('wraps forwards and backwards', () => {
    expect(stepSlide(2, 3, 1)).toBe(0);
    expect(stepSlide(0, 3, -1)).toBe(2);
    expect(stepSlide(1, 3, 1)).toBe(2);
  });

  it('stays at 0 without slides', () => {
    expect(stepSlide(0, 0, 1)).toBe(0);
  });
});

describe('isRotating', () => {
  const idle = { count: 3, paused: false, hovered: false, focused: false };
  it('rotates only when nothing holds it', () => {
    expect(isRotating(idle)).toBe(true);
    expect(isRotating({ ...idle, paused: true })).toBe(false);
    expect(isRotating({ ...idle, hovered: true })).toBe(false);
    expect(isRotating({ ...idle, focused: true })).toBe(false);
    expect(isRotating({ ...idle, count: 1 })).toBe(false);
  });
});
