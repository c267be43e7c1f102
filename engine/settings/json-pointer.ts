/**
 * Minimal JSON Pointer (RFC 6901) helpers for the paths ajv reports as `instancePath`.
 * Only what settings resolution needs: read a value and remove one.
 */

/** Splits "/a/b~1c" into ["a", "b/c"]; "" is the root and gives []. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Joins segments back into a pointer, escaping "~" and "/". */
export function joinPointer(parts: readonly string[]): string {
  return parts.map((part) => `/${part.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The value at `pointer`, or undefined when any segment is missing. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of parsePointer(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether `ancestor` is `pointer` itself or one of its parents. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}
