import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../../../themes/default/tokens.ts';
import { themeTokens } from './theme-tokens.ts';

describe('themeTokens', () => {
  it('uses the accent and keeps white text where it contrasts enough', () => {
    expect(themeTokens({ accentColor: '#1f5f8b' })).toMatchObject({ accent: '#1f5f8b', accentText: '#ffffff' });
  });

  it('switches to dark text on a light accent', () => {
    expect(themeTokens({ accentColor: '#ffd54f' }).accentText).toBe('#111111');
  });

  it('applies the dark palette, the font stack, and auto by the system preference', () => {
    expect(themeTokens({ colorScheme: 'dark' }).background).toBe('#14181c');
    expect(themeTokens({ colorScheme: 'auto' }, false).background).toBeUndefined();
    expect(themeTokens({ colorScheme: 'auto' }, true).background).toBe('#14181c');
    expect(themeTokens({ fontFamily: 'old-style' }).font).toContain('Palatino');
  });

  it("'follow system' on a dark system keeps the dark accent when the operator's is unreadable there", () => {
    expect(themeTokens({ colorScheme: 'auto', accentColor: '#1f5f8b' }, true).accent).toBe(darkTokens.accent);
    expect(themeTokens({ colorScheme: 'auto', accentColor: '#1f5f8b' }, false).accent).toBe('#1f5f8b');
    expect(themeTokens({ colorScheme: 'auto', accentColor: '#7cc4d4' }, true).accent).toBe('#7cc4d4');
  });

  it('the dark scheme keeps its own accent when the operator\'s is unreadable on dark, and takes a readable one', () => {
    expect(themeTokens({ colorScheme: 'dark', accentColor: '#1f5f8b' }).accent).toBe(darkTokens.accent);
    expect(themeTokens({ colorScheme: 'dark', accentColor: '#7cc4d4' }).accent).toBe('#7cc4d4');
  });

  it('ignores malformed colours', () => {
    expect(themeTokens({ accentColor: 'red;}' }).accent).toBeUndefined();
  });
});
