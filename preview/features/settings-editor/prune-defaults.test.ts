import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import { pruneDefaults } from './prune-defaults.ts';

const defaults = { menu: { pageSizes: { events: 10, tours: 10 }, groupBy: 'none' }, locale: { languages: ['de', 'en'] } };

describe('the draft stores only what differs from the schema defaults', () => {
  it('drops a value equal to its default, keeps one that differs', () => {
    expect(pruneDefaults({ menu: { pageSizes: { events: 10, tours: 3 }, groupBy: 'none' } }, defaults)).toEqual({ menu: { pageSizes: { tours: 3 } } });
  });

  it('drops objects that end up empty, so one edit does not store a whole tab of defaults', () => {
    expect(pruneDefaults({ menu: { pageSizes: { events: 10, tours: 10 }, groupBy: 'none' } }, defaults)).toEqual({});
    expect(pruneDefaults(DEFAULT_SETTINGS, DEFAULT_SETTINGS)).toEqual({});
  });

  it('compares arrays whole: a reordered or shortened list is an edit', () => {
    expect(pruneDefaults({ locale: { languages: ['de', 'en'] } }, defaults)).toEqual({});
    expect(pruneDefaults({ locale: { languages: ['en', 'de'] } }, defaults)).toEqual({ locale: { languages: ['en', 'de'] } });
    expect(pruneDefaults({ locale: { languages: ['de'] } }, defaults)).toEqual({ locale: { languages: ['de'] } });
  });

  it('drops a cleared (undefined) field: empty means unset, so the engine applies the default', () => {
    expect(pruneDefaults({ menu: { pageSizes: { events: undefined, tours: 3 } } }, defaults)).toEqual({ menu: { pageSizes: { tours: 3 } } });
    expect(pruneDefaults({ menu: { pageSizes: { events: undefined } } }, defaults)).toEqual({});
  });

  it('keeps values without a default, and falsy values that differ from it', () => {
    expect(pruneDefaults({ extra: { a: 1 }, menu: { pageSizes: { events: 0 }, groupBy: '' } }, defaults)).toEqual({ extra: { a: 1 }, menu: { pageSizes: { events: 0 }, groupBy: '' } });
  });

  it('keeps an explicitly empty object where the default is no object', () => {
    expect(pruneDefaults({ custom: {} }, { custom: null })).toEqual({ custom: {} });
  });
});
