import { darkTokens, defaultTokens } from '../../../themes/default/tokens.ts';
import { contrastRatio } from '../../../engine/shared/ui/contrast.ts';

/** WCAG 2 AA for normal text. */
export const AA = 4.5;
const WHITE = '#ffffff';
const INK = '#111111';

export interface ContrastResult {
  /** Button text on the accent, with the text colour the engine would pick (white or ink). */
  onAccent: number;
  /** The accent as link colour on the page background of the chosen palette(s). */
  onBackground: number;
  ok: boolean;
}

/**
 * The check the theme tab applies before saving (house-style.md §11): text on the accent and the
 * accent on the background must both reach 4.5:1. 'auto' is checked on the light palette: on a
 * dark system the engine keeps the dark palette's accent when this one would fail there
 * (engine/features/shop/lib/theme-tokens.ts), since no colour passes on both.
 */
export function checkContrast(accent: string, colorScheme: string): ContrastResult {
  const backgrounds = colorScheme === 'dark' ? [darkTokens.background] : [defaultTokens.background];
  const onAccent = Math.max(contrastRatio(accent, WHITE), contrastRatio(accent, INK));
  const onBackground = Math.min(...backgrounds.map((background) => contrastRatio(accent, background!)));
  const round = (value: number) => Math.round(value * 100) / 100;
  return { onAccent: round(onAccent), onBackground: round(onBackground), ok: onAccent >= AA && onBackground >= AA };
}
