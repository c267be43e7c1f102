import { describe, expect, it } from 'vitest';
import { AA, checkContrast } from './theme-contrast.ts';

describe('theme colours must reach WCAG AA (4.5:1) before they reach the draft', () => {
  it('passes the default accent on the light palette', () => {
    expect(checkContrast('#1f5f8b', 'light')).toEqual({ onAccent: 6.84, onBackground: 6.84, ok: true });
  });

  it('refuses an accent too light as link colour on white, although dark text on it would be fine', () => {
    const result = checkContrast('#ffff00', 'light');
    expect(result.onAccent).toBeGreaterThanOrEqual(AA);
    expect(result.onBackground).toBeLessThan(AA);
    expect(result.ok).toBe(false);
  });

  it('is strict at the threshold: 4.48:1 fails, 4.54:1 passes', () => {
    expect(checkContrast('#777777', 'light').ok).toBe(false);
    expect(checkContrast('#767676', 'light').ok).toBe(true);
  });

  it('checks against the dark palette when the shop is dark', () => {
    expect(checkContrast('#1f5f8b', 'dark')).toMatchObject({ onBackground: 2.61, ok: false });
    expect(checkContrast('#7cc4d4', 'dark').ok).toBe(true);
  });

  it("'follow system' is checked on the light palette (the engine keeps its dark accent where this one fails)", () => {
    expect(checkContrast('#1f5f8b', 'auto').ok).toBe(true);
    expect(checkContrast('#7cc4d4', 'auto')).toMatchObject({ onBackground: 1.96, ok: false });
  });

  it('a malformed colour never passes', () => {
    expect(checkContrast('#12345', 'light').ok).toBe(false);
  });
});
