import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, depth first, each once. */
export function withImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [chunk, ...chunk.imports.flatMap((file) => {
    const imported = bundle[file];
    return imported?.type === 'chunk' ? withImports(bundle, imported, seen) : [];
  })];
}

/**
 * Adds `<link rel="modulepreload">` for chunks the app imports dynamically but needs on every first
 * screen (the German texts), so they download next to the entry instead of after it has run. The server
 * sends the same list as Link headers (server/src/http/html-document.ts).
 */
export function preloadChunks(sources: string[]): Plugin {
  return {
    name: 'preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        // Only the shop's page: Storybook builds its iframe.html with this same config.
        if (!bundle || path !== '/index.html') return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const files = sources.flatMap((source) => {
          const chunk = chunks.find((item) => item.facadeModuleId && relative(process.cwd(), item.facadeModuleId) === source);
          if (!chunk) throw new Error(`preloadChunks: no chunk for ${source}`);
          return withImports(bundle as OutputBundle, chunk).map((item) => item.fileName);
        });
        const links = [...new Set(files)].filter((file) => !html.includes(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="./${file}">\n`).join('');
        return html.replace(/\n?\s*<\/head>/, `\n${links}  </head>`);
      },
    },
  };
}
