import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, globSync, openSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm start` (README, set-up): builds the shop quietly into a fresh folder (build/build.ts), starts the server,
 * and rebuilds the static Storybook in the background when a story, component or mock is newer than it, so
 * /storybook/ serves the current stories without a second command. What it prints: warnings that matter, then
 * the server's URL lines; the Storybook build writes to node_modules/.cache/storybook-build.log.
 */
const root = resolve(import.meta.dirname, '..');
const node = process.execPath;

const build = spawnSync(node, [join(root, 'scripts/build/build.ts'), '--quiet'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const STORYBOOK_INPUTS = ['engine/**', 'preview/**', 'themes/**', 'tests/mocks/**', 'tests/stories/**', 'tests/visual/**', '.storybook/**', 'public/**', 'package-lock.json'];

function storybookIsStale(): boolean {
  const built = (() => {
    try {
      return statSync(join(root, 'storybook-static/index.html')).mtimeMs;
    } catch {
      return 0;
    }
  })();
  return globSync(STORYBOOK_INPUTS, { cwd: root }).some((file) => statSync(join(root, file)).mtimeMs > built);
}

const children: ChildProcess[] = [];
if (storybookIsStale()) {
  const log = openSync(join(root, 'node_modules/.cache/storybook-build.log'), 'w');
  children.push(spawn(node, [join(root, 'scripts/build/build-storybook.ts')], { cwd: root, stdio: ['ignore', log, log] }));
  closeSync(log);
}
// A JSON line per request and per seed step is for operations (docs/deploy.md); here they would bury the URLs.
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
const server = spawn(node, ['--import', 'tsx', join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit', env });
children.push(server);
// Ctrl-C or a stop reaches the server (which drains) and an unfinished Storybook build.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => children.forEach((child) => child.kill(signal)));
server.on('exit', (code) => {
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  process.exit(code ?? 0);
});
