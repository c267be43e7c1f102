import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

/**
 * The operator preview is built on its own, after the shop: sharing one build let Rollup regroup
 * code both entries use, which moved bytes into the shop's entry. Separate builds keep the shop
 * bundle identical whatever the preview imports (issue 'Operator preview': entry unchanged).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  base: './',
  root: resolve(import.meta.dirname, 'preview'),
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, 'dist/preview'),
    emptyOutDir: true,
    // The operator tool is one 1.2 MB file (the settings form, its validators, the whole shop for the live
    // view), loaded once per session by a signed-in operator; vite's 500 kB hint is for visitors' pages.
    // Above this limit the warning returns.
    chunkSizeWarningLimit: 1400,
  },
});
