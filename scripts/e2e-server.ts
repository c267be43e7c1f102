import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Playwright's web server: the real API with freshly seeded demo data on a throw-away
 * embedded database, serving the built shop. Builds first when dist/ is missing.
 */
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
// e2e journeys read the server's outbox (DATA_DIR/outbox/*.eml); e2e/helpers/outbox.ts finds it here.
const dataDirFile = join(tmpdir(), `shop-e2e-${process.env.PORT ?? '4310'}.datadir`);
writeFileSync(dataDirFile, dataDir);
// tsx's CLI run directly by this node (no npx/sh layers): tsx relays SIGTERM to the server process,
// and the child stays in this process group, which Playwright stops as a whole after the run.
// A separate group would outlive Playwright, keep its output pipes open and hang the run.
const tsxCli = resolve('node_modules/tsx/dist/cli.mjs');
const child = spawn(process.execPath, [tsxCli, 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});
