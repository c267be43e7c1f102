import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
// Its own process group, so stopping it also stops the node process that tsx starts.
const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const stop = () => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});
