/** A JSON value's type as a client sees it: `typeof` with arrays and null told apart. */
type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

const jsonType = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

/**
 * Object keys that are data, not field names: ids (`"19"`), days (`"2016-07-06"`) and times
 * (`"2016-07-06T16:15:00+02:00"`, `"2016-07-06 11:00:00 +0200"`). They become `{key}` in a path, so
 * the calendar of July 2016 in an example and ours of December compare field by field.
 */
const DATA_KEY = /^(\d+|\d{4}-\d{2}-\d{2}([T ][\d:+\- ]+)?)$/;

/**
 * Every field path of `value` with the JSON types seen there: objects recursively (`a.b`),
 * arrays by their elements (`a[]`), data keys as `{key}`.
 */
export function shapeOf(value: unknown, path = '$', shape = new Map<string, Set<JsonType>>()): Map<string, Set<JsonType>> {
  const types = shape.get(path) ?? new Set<JsonType>();
  shape.set(path, types);
  types.add(jsonType(value));
  if (Array.isArray(value)) {
    for (const element of value) shapeOf(element, `${path}[]`, shape);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) shapeOf(child, `${path}.${DATA_KEY.test(key) ? '{key}' : key}`, shape);
  }
  return shape;
}

export interface ShapeDifference {
  path: string;
  /** The example's type(s) there. */
  expected: string;
  /** Ours, or `missing`. */
  actual: string;
  /** Ours is present but only ever null there: the field exists, the data has no value for it. */
  onlyNull: boolean;
}

/**
 * The paths of `example` that `ours` lacks or types differently. A null in the example says
 * nothing about the type, so any type of ours matches it; a path must carry at least one of the
 * example's other types in ours.
 */
export function shapeDifferences(example: unknown, ours: unknown): ShapeDifference[] {
  const theirs = shapeOf(example);
  const mine = shapeOf(ours);
  const differences: ShapeDifference[] = [];
  for (const [path, types] of theirs) {
    const found = mine.get(path);
    const wanted = [...types].filter((type) => type !== 'null');
    if (!found) differences.push({ path, expected: [...types].join('|'), actual: 'missing', onlyNull: false });
    else if (wanted.length > 0 && !wanted.some((type) => found.has(type))) {
      differences.push({ path, expected: wanted.join('|'), actual: [...found].join('|'), onlyNull: found.size === 1 && found.has('null') });
    }
  }
  return differences;
}
