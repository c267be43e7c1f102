import { describe, expect, it } from 'vitest';
import { nestTranslations, overlay } from './nest-translations.ts';

const namespaces = new Set(['tickets', 'cart']);

describe('nestTranslations', () => {
  it('nests flat dotted keys under their namespace and leaves out unknown namespaces', () => {
    const nested = nestTranslations({ 'tickets.table.empty': 'Leer', 'tickets.selection.total': 'Summe', 'cart.title': 'Korb', 'other.x': 'y', nodot: 'z' }, namespaces);
    expect(Object.fromEntries(nested)).toEqual({ tickets: { table: { empty: 'Leer' }, selection: { total: 'Summe' } }, cart: { title: 'Korb' } });
  });

  it('merges nested objects of any namespace with flat keys, the later key winning', () => {
    const nested = nestTranslations({ 'tickets.table.empty': 'flach', tickets: { table: { empty: 'verschachtelt', head: 'Kopf' } }, preview: { a: 'b' } }, namespaces);
    expect(nested.get('tickets')).toEqual({ table: { empty: 'verschachtelt', head: 'Kopf' } });
    expect(nested.get('preview')).toEqual({ a: 'b' });
    expect(nestTranslations({ tickets: { table: { empty: 'verschachtelt' } }, 'tickets.table.empty': 'flach' }, namespaces).get('tickets')).toEqual({ table: { empty: 'flach' } });
  });

  it('replaces a text that stands where a branch must go', () => {
    expect(nestTranslations({ 'cart.title': 'Korb', 'cart.title.short': 'K' }, namespaces).get('cart')).toEqual({ title: { short: 'K' } });
  });

  it('does not change the objects it is given', () => {
    const draft = { table: { empty: 'x' } };
    nestTranslations({ tickets: draft, 'tickets.table.empty': 'y' }, namespaces);
    expect(draft).toEqual({ table: { empty: 'x' } });
  });

  it('leaves out flat texts equal to the bundled ones, unless they undo an earlier override', () => {
    const bundled = (namespace: string) => (namespace === 'tickets' ? { table: { empty: 'Leer' } } : undefined);
    expect(nestTranslations({ 'tickets.table.empty': 'Leer', 'cart.title': 'Korb' }, namespaces, bundled).has('tickets')).toBe(false);
    expect(nestTranslations({ tickets: { table: { empty: 'Anders' } }, 'tickets.table.empty': 'Leer' }, namespaces, bundled).get('tickets')).toEqual({ table: { empty: 'Leer' } });
  });
});

describe('overlay', () => {
  it('copies only the branches the overrides change and never the base', () => {
    const base = { table: { empty: 'Leer', head: 'Kopf' }, selection: { total: 'Summe' } };
    const merged = overlay(base, { table: { empty: 'Nichts' } });
    expect(merged).toEqual({ table: { empty: 'Nichts', head: 'Kopf' }, selection: { total: 'Summe' } });
    expect(merged.selection).toBe(base.selection);
    expect(base.table.empty).toBe('Leer');
  });

  it('returns the base itself when nothing differs', () => {
    const base = { table: { empty: 'Leer' } };
    expect(overlay(base, { table: { empty: 'Leer' } })).toBe(base);
  });
});
