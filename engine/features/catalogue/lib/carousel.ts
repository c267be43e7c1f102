/** The slide `step` places away from `index`, wrapping at both ends. */
export function stepSlide(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface RotationState {
  count: number;
  /** The visitor pressed pause (or the page started paused for reduced motion). */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}

/**
 * WCAG 2.2.2 'Pause, Stop, Hide': the carousel rotates only while nobody paused it, points at it or
 * has keyboard focus inside it; one slide never rotates.
 */
export function isRotating({ count, paused, hovered, focused }: RotationState): boolean {
  return count > 1 && !paused && !hovered && !focused;
}
