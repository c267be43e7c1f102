import { darkTokens, fontStacks, type ThemeTokens } from '../../../../themes/default/tokens.ts';
import { contrastRatio } from '../../../shared/ui/contrast.ts';
import type { ThemeSettings } from '../../../settings/settings.gen.ts';

const WHITE = '#ffffff';
const INK = '#111111';

/**
 * Operator theme settings → token overrides (house-style.md §11). The accent keeps its hue; the text on
 * it switches to ink when white would fall below WCAG AA (4.5:1). On the dark page an accent below
 * 4.5:1 against it (the default one, chosen for light, is) would leave links and ghost buttons
 * unreadable, so the dark palette keeps its own accent then — with 'follow system' too, where no single
 * colour reaches 4.5:1 on both the light and the dark page.
 */
export function themeTokens(theme: Partial<ThemeSettings> | undefined, prefersDark = false): Partial<ThemeTokens> {
  const dark = theme?.colorScheme === 'dark' || (theme?.colorScheme === 'auto' && prefersDark);
  const tokens: Partial<ThemeTokens> = dark ? { ...darkTokens } : {};
  if (theme?.fontFamily && fontStacks[theme.fontFamily]) tokens.font = fontStacks[theme.fontFamily];
  const accent = theme?.accentColor;
  const unreadableOnDark = dark && !!accent && contrastRatio(accent, darkTokens.background!) < 4.5;
  if (accent && /^#[0-9a-f]{6}$/i.test(accent) && !unreadableOnDark) {
    tokens.accent = accent;
    tokens.accentText = contrastRatio(accent, WHITE) >= 4.5 ? WHITE : INK;
  }
  return tokens;
}
