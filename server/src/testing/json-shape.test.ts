import { describe, expect, it } from 'vitest';
import { shapeDifferences, shapeOf } from './json-shape';

describe('shapeOf', () => {
  it('names objects by field, arrays by element and data keys (ids, days, times) as {key}', () => {
    const shape = shapeOf({ data: { '19': { capacities: { '2016-07-06T16:15:00+02:00': 30 } }, '2016-07-06': [{ a: null }] } });
    expect([...shape.keys()]).toEqual(['$', '$.data', '$.data.{key}', '$.data.{key}.capacities', '$.data.{key}.capacities.{key}', '$.data.{key}[]', '$.data.{key}[].a']);
    expect([...shape.get('$.data.{key}')!]).toEqual(['object', 'array']);
  });
});

describe('shapeDifferences', () => {
  it('reports missing and differently typed paths, and ours-only-null ones as such', () => {
    const example = { a: 1, b: 'x', c: [{ d: true }], e: 'y', f: null };
    const ours = { a: '1', c: [], e: null, f: 3, extra: 1 };
    expect(shapeDifferences(example, ours)).toEqual([
      { path: '$.a', expected: 'number', actual: 'string', onlyNull: false },
      { path: '$.b', expected: 'string', actual: 'missing', onlyNull: false },
      { path: '$.c[]', expected: 'object', actual: 'missing', onlyNull: false },
      { path: '$.c[].d', expected: 'boolean', actual: 'missing', onlyNull: false },
      { path: '$.e', expected: 'string', actual: 'null', onlyNull: true },
    ]);
  });

  it('finds nothing when every path exists with its type, days of another month included', () => {
    expect(shapeDifferences({ data: { '2016-07-06': true } }, { data: { '2026-12-01': false, '2026-12-02': true } })).toEqual([]);
  });
});
