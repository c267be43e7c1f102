import { createJSONStorage } from './jotai.ts';

/**
 * JSON localStorage for atomWithStorage that checks what it reads (house-style.md §8): a value written by
 * an older release, or by hand, falls back to the initial value instead of breaking the screen.
 */
export function validatedStorage<T>(isValid: (value: unknown) => value is T) {
  const json = createJSONStorage<T>(() => localStorage);
  return {
    ...json,
    getItem: (key: string, initialValue: T): T => {
      try {
        const value = json.getItem(key, initialValue);
        return isValid(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
  };
}
