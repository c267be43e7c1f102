// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { swapIn } from './swap-in.ts';

const swapInModule = pathToFileURL(join(import.meta.dirname, 'swap-in.ts')).href;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'swap-in-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A finished build: index.html names its build, and its chunk carries the same name. */
function build(name: string): string {
  const folder = join(root, `fresh-${name}`);
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), name);
  writeFileSync(join(folder, 'assets', `shop-${name}.js`), name);
  return folder;
}

describe('swapIn', () => {
  it('moves the first build into place', () => {
    swapIn(build('a'), join(root, 'dist'));
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('a');
  });

  it('replaces an older build as a whole and deletes it', () => {
    const dist = join(root, 'dist');
    swapIn(build('a'), dist);
    swapIn(build('b'), dist);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('b');
    expect(readdirSync(join(dist, 'assets'))).toEqual(['shop-b.js']);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('keeps every read consistent while separate processes swap builds in at the same time', async () => {
    const dist = join(root, 'dist');
    swapIn(build('first'), dist);
    const folders = Array.from({ length: 40 }, (_, index) => build(`p${index % 2}-${index}`));
    // Two processes (like two `npm start`s), each swapping in its 20 builds as fast as it can.
    const swapper = (mine: string[]) => new Promise<number | null>((done) => {
      const code = `import { swapIn } from ${JSON.stringify(swapInModule)}; for (const folder of ${JSON.stringify(mine)}) swapIn(folder, ${JSON.stringify(dist)});`;
      spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' }).on('exit', done);
    });
    const running = Promise.all([swapper(folders.filter((_, i) => i % 2 === 0)), swapper(folders.filter((_, i) => i % 2 === 1))]);
    let finished = false;
    void running.then(() => (finished = true));
    let reads = 0;
    while (!finished) {
      // A reader (the server) sees a whole build: the chunk its index.html names is there.
      try {
        const name = readFileSync(join(dist, 'index.html'), 'utf8');
        expect(readFileSync(join(dist, 'assets', `shop-${name}.js`), 'utf8')).toBe(name);
        reads++;
      } catch (error) {
        // Only the moment between two renames may find no dist at all, or a build swapped out between the two reads.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await new Promise((done) => setImmediate(done));
    }
    expect(await running).toEqual([0, 0]);
    expect(reads).toBeGreaterThan(0);
    const winner = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(readdirSync(join(dist, 'assets'))).toEqual([`shop-${winner}.js`]);
    expect(readdirSync(root)).toEqual(['dist']);
  });
});
