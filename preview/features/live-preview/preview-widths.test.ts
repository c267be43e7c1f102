import { describe, expect, it } from 'vitest';
import { fitZoom, PREVIEW_WIDTHS } from './preview-widths.ts';

describe('the live shop is laid out at the chosen width and zoomed to fit, never enlarged', () => {
  it('zooms the desktop width down into a narrower stage', () => {
    expect(fitZoom(640, 1280)).toBe(0.5);
    expect(fitZoom(691, 1280)).toBe(0.539);
  });

  it('rounds down, so the zoomed shop never overflows the stage', () => {
    expect(fitZoom(1000, 3000) * 3000).toBeLessThanOrEqual(1000);
  });

  it('keeps 1 when the stage is wide enough, or not measured yet', () => {
    expect(fitZoom(1600, 1280)).toBe(1);
    expect(fitZoom(0, 390)).toBe(1);
  });

  it('desktop is above every mobile breakpoint of the shop (60rem), mobile below them all (36rem)', () => {
    expect(PREVIEW_WIDTHS.desktop).toBeGreaterThan(60 * 16);
    expect(PREVIEW_WIDTHS.mobile).toBeLessThan(36 * 16);
  });
});
