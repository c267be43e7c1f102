import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { shopChunkGroups } from './scripts/vite-chunk-groups.ts';
import { routePreload } from './scripts/vite-route-preload.ts';
import { preactInProduction } from './scripts/vite-preact.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), preactInProduction(), routePreload(), compileHints(), precompress({ skip: ['preview'] })],
  base: './',
  build: {
    outDir: 'dist',
    // scripts/report-bundle.ts walks the first screens' imports through it.
    manifest: true,
    rollupOptions: {
      input: { shop: resolve(import.meta.dirname, 'index.html') },
      output: { codeSplitting: { groups: shopChunkGroups } },
      // The live shop takes its layout and start routes with the entry on purpose (create-shop.ts, issue 12);
      // the route table's lazy imports of them stay for Storybook and the preview, so `npm start` stays quiet.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('engine/app/create-shop.ts')) return;
        // react-router looks for React's useOptimistic and falls back without it, as it must under Preact compat.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`') && log.message.includes('preact/compat')) return;
        handler(level, log);
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` },
  },
});
