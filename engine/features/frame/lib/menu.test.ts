import { describe, expect, it } from 'vitest';
import { showMuseumMenu, sliceMenu } from './menu.ts';

const items = (n: number) => Array.from({ length: n }, (_, id) => ({ id, title: `Item ${id}` }));

describe('sliceMenu', () => {
  it('shows everything without "view all" when it fits the page size', () => {
    const slice = sliceMenu(items(3), 3, 10);
    expect(slice.shown).toHaveLength(3);
    expect(slice.viewAllCount).toBeNull();
  });

  it('shows exactly the page size when it is reached but not exceeded', () => {
    expect(sliceMenu(items(10), 10, 10)).toEqual({ shown: items(10), viewAllCount: null });
  });

  it('cuts the extra item and offers "view all" with meta.total_count', () => {
    const slice = sliceMenu(items(11), 57, 10);
    expect(slice.shown).toHaveLength(10);
    expect(slice.viewAllCount).toBe(57);
  });

  it('still offers "view all" when total_count is missing but size + 1 items came back', () => {
    expect(sliceMenu(items(4), 0, 3).viewAllCount).toBe(4);
  });
});

describe('showMuseumMenu', () => {
  it('needs more than one museum and the setting on', () => {
    expect(showMuseumMenu(true, 3)).toBe(true);
    expect(showMuseumMenu(true, 1)).toBe(false);
    expect(showMuseumMenu(true, undefined)).toBe(false);
    expect(showMuseumMenu(false, 3)).toBe(false);
  });
});
