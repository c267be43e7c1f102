import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What a browser downloads as text: scripts, styles, markup, data, vector images. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this the encoded file plus its header saves nothing worth a second file. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
  }));
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of the
 * build, so the server sends the smallest encoding without compressing per request
 * (server/src/http/static-files.ts). Skips vite's own `.vite/` and nested builds' folders (`skip`),
 * which compress themselves.
 */
export function precompress({ skip = [] as string[] } = {}): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const skipped = [...skip, '.vite'].map((folder) => join(outDir, folder));
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !skipped.some((folder) => file.startsWith(folder)));
      await Promise.all(files.map(async (file) => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const content = await readFile(file);
        await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength } }));
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }));
    },
  };
}
