/** Browser storage that never throws (private mode, disabled storage, quota). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice then lasts for this page view only.
  }
}

/** requirements/settings.md §9.2: every key carries the shop's prefix (default '201600627v4'). */
export function storageKey(prefix: string, name: string): string {
  return `${prefix}.${name}`;
}
