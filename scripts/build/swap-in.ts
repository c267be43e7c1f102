import { renameSync, rmSync } from 'node:fs';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Puts the finished folder `fresh` in the place of `target` by renaming (same file system), so `target` is always
 * one complete build: never a half-written one, never two mixed. When another build swapped its folder in
 * meanwhile, the last one to finish wins. `target` is missing only between two renames (microseconds); the
 * folder it replaced is deleted afterwards.
 */
export function swapIn(fresh: string, target: string): void {
  // One name per attempt: when another build slips in between our two renames, the folder we moved aside
  // before still stands, and rename(2) will not replace a full folder (ENOTEMPTY, seen with two starts in CI).
  const replaced: string[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      renameSync(fresh, target);
      break;
    } catch (error) {
      // rename(2) replaces only an empty folder; a full one answers ENOTEMPTY (EEXIST on some systems).
      if (!['ENOTEMPTY', 'EEXIST'].includes(errorCode(error) ?? '') || attempt > 50) throw error;
    }
    const aside = `${fresh}.replaced-${attempt}`;
    try {
      renameSync(target, aside);
      replaced.push(aside);
    } catch (error) {
      // Another build moved it away first: try again to put ours in.
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
  for (const folder of replaced) rmSync(folder, { recursive: true, force: true });
}
