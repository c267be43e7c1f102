import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { swapIn } from './swap-in.ts';

/**
 * `npm run build` (and `npm start`): the shop and the operator preview built into a fresh folder, checked
 * against the bundle budget and only then swapped in as dist/ (swap-in.ts), so two builds or starts in one
 * checkout never read or delete each other's half-written files (issue 19: ENOENT dist/assets/shop-….js).
 * `--quiet`: vite prints only warnings, the budget report only when it fails.
 */
const root = resolve(import.meta.dirname, '../..');
const quiet = process.argv.includes('--quiet');
// Inside node_modules: the same file system as dist/ (rename), and no linter or test runner looks there.
const buildsDir = join(root, 'node_modules/.cache/shop-builds');
const HOUR = 3_600_000;

function removeAbandonedBuilds(): void {
  mkdirSync(buildsDir, { recursive: true });
  for (const name of readdirSync(buildsDir)) {
    const folder = join(buildsDir, name);
    // A build takes a minute or two; an hour-old folder belongs to a build that was stopped.
    if (Date.now() - statSync(folder).mtimeMs > HOUR) rmSync(folder, { recursive: true, force: true });
  }
}

function run(script: string, args: string[]): void {
  const result = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });
  if (result.status === 0) return;
  // Quiet hid the step's report; on failure it is the explanation.
  if (quiet && result.stdout) process.stdout.write(result.stdout);
  throw new Error(`${script} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

removeAbandonedBuilds();
const fresh = mkdtempSync(join(buildsDir, 'dist-'));
try {
  const log = quiet ? ['--logLevel', 'warn'] : [];
  run('node_modules/vite/bin/vite.js', ['build', '--outDir', fresh, '--emptyOutDir', ...log]);
  run('node_modules/vite/bin/vite.js', ['build', '--config', 'vite.preview.config.ts', '--outDir', join(fresh, 'preview'), '--emptyOutDir', ...log]);
  run('scripts/report-bundle.ts', [fresh]);
  swapIn(fresh, join(root, 'dist'));
} catch (error) {
  rmSync(fresh, { recursive: true, force: true });
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
