// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { screenStoryPatterns, storybookUrl, storyIdOfScreen } from './screen-stories.ts';
import { shopScreenPatterns } from './shop-screens.ts';

/** Every story id, computed from the story files the way Storybook does (title + export name). */
function storyIds(): Set<string> {
  const ids = new Set<string>();
  for (const file of globSync('{engine,preview}/**/stories/*.stories.tsx')) {
    const source = readFileSync(file, 'utf8');
    const title = /\btitle:\s*'([^']+)'/.exec(source)?.[1];
    if (!title) continue;
    for (const [, name] of source.matchAll(/^export const (\w+)/gm)) ids.add(toId(title, storyNameFromExport(name!)));
  }
  return ids;
}

describe('the preview links each shop screen to its story', () => {
  it('names only patterns of the shop route table', () => {
    expect(shopScreenPatterns()).toEqual(expect.arrayContaining(screenStoryPatterns()));
  });

  it('points every screen to a story that exists', () => {
    const ids = storyIds();
    expect(ids.size).toBeGreaterThan(300);
    const missing = screenStoryPatterns().filter((pattern) => !ids.has(storyIdOfScreen(pattern.replace(/:\w+/g, '1'))!));
    expect(missing).toEqual([]);
  });

  it('matches the URLs the preview shows, query and parameters included', () => {
    expect(storyIdOfScreen('/cart')).toBe('cart-cart--default');
    expect(storyIdOfScreen('/event/12?date=2026-11-25')).toBe('events-eventdetail--default');
    expect(storyIdOfScreen('/user/addresses/new')).toBe('account-addressform--default');
    expect(storyIdOfScreen('/tickets/list')).toBeUndefined();
    expect(storybookUrl('cart-cart--default')).toBe('/storybook/?path=/story/cart-cart--default');
  });
});
