import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { swapIn } from './swap-in.ts';

/**
 * `npm run build-storybook` (and `npm start`, in the background): the static Storybook built into a fresh folder
 * and swapped in as storybook-static/ (swap-in.ts), so the server's /storybook/ never serves half a build.
 */
const root = resolve(import.meta.dirname, '../..');
const buildsDir = join(root, 'node_modules/.cache/shop-builds');
mkdirSync(buildsDir, { recursive: true });
const fresh = mkdtempSync(join(buildsDir, 'storybook-'));
const result = spawnSync(process.execPath, [join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '--output-dir', fresh], {
  cwd: root, stdio: 'inherit',
});
if (result.status !== 0) {
  rmSync(fresh, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
swapIn(fresh, join(root, 'storybook-static'));
