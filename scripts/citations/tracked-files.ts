import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The tool's own folder: its mapping and tests spell old citations on purpose. */
const OWN_FOLDER = 'scripts/citations/';

const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|otf|zip|gz|pkpass|wasm)$/i;

export function trackedPaths(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
}

/** Tracked text files that contain a `§`, with their text. */
export function filesWithSigns(root: string): { path: string; text: string }[] {
  const paths = trackedPaths(root).filter((p) => !BINARY.test(p) && !p.startsWith(OWN_FOLDER));
  const files: { path: string; text: string }[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = readFileSync(`${root}/${path}`, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (text.includes('§') && !text.includes('\0')) files.push({ path, text });
  }
  return files;
}
