import type { CSSProperties } from 'react';
import { defaultTokens, type ThemeTokens } from '../../../themes/default/tokens.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Default tokens with the settings' overrides on top, as `--shop-*` variables for the shop root. */
export function themeStyle(overrides: Partial<ThemeTokens> = {}): CSSProperties {
  const tokens: ThemeTokens = { ...defaultTokens };
  for (const [name, value] of Object.entries(overrides)) {
    // Only known tokens with plain values pass, so settings cannot smuggle arbitrary CSS in.
    if (name in tokens && typeof value === 'string' && !/[;{}<>]/.test(value)) tokens[name as keyof ThemeTokens] = value;
  }
  return Object.fromEntries(Object.entries(tokens).map(([name, value]) => [`--shop-${kebab(name)}`, value])) as CSSProperties;
}
