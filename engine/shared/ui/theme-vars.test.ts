import { describe, expect, it } from 'vitest';
import { themeStyle } from './theme-vars.ts';

describe('themeStyle', () => {
  it('emits every default token as a --shop-* variable', () => {
    const style = themeStyle() as Record<string, string>;
    expect(style['--shop-accent']).toBe('#0b5a6b');
    expect(style['--shop-accent-text']).toBe('#ffffff');
  });

  it('lets settings override known tokens but ignores unknown names and CSS injection', () => {
    const style = themeStyle({ accent: '#ff0000', focus: 'red; background: url(x)', nope: '1' } as never) as Record<string, string>;
    expect(style['--shop-accent']).toBe('#ff0000');
    expect(style['--shop-focus']).toBe('#c2410c');
    expect(style['--shop-nope']).toBeUndefined();
  });
});
