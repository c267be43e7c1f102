import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { paths } from '../engine/app/paths.ts';
import { routeSources } from './route-preload/route-table.ts';
import { withImports } from './chunk-imports.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a first screen runs: every entry and every page of the route table, each with what it
 * imports statically. Chunks only a component asks for later (the settings validator, sanitising,
 * the wallet buttons) are left out: most of their functions never run on a first load.
 */
export function firstScreenChunks(bundle: OutputBundle, pageModules: string[], root = process.cwd()): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const pages = new Set(pageModules);
  const starts = chunks.filter((chunk) => chunk.isEntry || (chunk.facadeModuleId && pages.has(relative(root, chunk.facadeModuleId))));
  const files = new Set<string>();
  for (const start of starts) for (const chunk of withImports(bundle, start)) files.add(chunk.fileName);
  return files;
}

function shiftedMap(source: string): string {
  const map = JSON.parse(source) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Marks the first screens' chunks for eager compilation (issue 12). V8 otherwise compiles a
 * function on the main thread when it is first called: 100–150 ms of a cold start page in a trace,
 * four times that on a throttled phone, in the very tasks TBT counts. With the hint Chromium compiles
 * them on its streaming thread while the file downloads; other engines read a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After vite's own generateBundle work, which puts the preload helper's table at the top of the entry.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const pageModules = routeSources(readFileSync('engine/app/routes.ts', 'utf8'), paths).map((page) => page.module);
        for (const fileName of firstScreenChunks(bundle, pageModules)) {
          const chunk = bundle[fileName] as OutputChunk;
          chunk.code = COMPILE_HINT + chunk.code;
          // The hint is one line more at the top: the source map's first line maps nothing. The map is
          // already an asset of its own by now; the chunk's copy is what later plugins read.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${fileName}.map`];
          if (mapFile?.type === 'asset') mapFile.source = shiftedMap(String(mapFile.source));
        }
      },
    },
  };
}
