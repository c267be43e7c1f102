import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { paths } from '../engine/app/paths.ts';
import { preloadScript, type PagePreload } from './route-preload/preload-script.ts';
import { withImports } from './chunk-imports.ts';
import { patternSource, routeSources } from './route-preload/route-table.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Each page's chunks and style sheets beyond what the page's markup already loads. */
function pagePreloads(bundle: OutputBundle, html: string): PagePreload[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [relative(process.cwd(), chunk.facadeModuleId!), chunk]));
  const pages: PagePreload[] = [];
  for (const { path, module } of routeSources(readFileSync('engine/app/routes.ts', 'utf8'), paths)) {
    const chunk = byModule.get(module);
    if (!chunk) {
      // A page the entry brings (the start page) needs nothing more.
      if (chunks.some((item) => item.isEntry && item.moduleIds.some((id) => relative(process.cwd(), id) === module))) continue;
      throw new Error(`routePreload: no chunk for ${module}`);
    }
    // The style sheets of chunks the markup preloads are the preload helper's to add too.
    const closure = withImports(bundle, chunk);
    const needed = closure.filter((item) => !html.includes(item.fileName));
    const css = closure.flatMap((item) => [...(item.viteMetadata?.importedCss ?? [])]).filter((file) => !html.includes(file));
    if (needed.length) pages.push({ pattern: patternSource(path), js: needed.map((item) => item.fileName), css: [...new Set(css)] });
  }
  return pages;
}

/**
 * Writes the shop page's route preloader (route-preload/preload-script.ts) into the page before the
 * entry, so a visitor who arrives on a deep link (the time selection, the cart) downloads that page's
 * files beside the entry instead of after it (issue 12). Inline, not a file: as a file it cost a round
 * trip of its own before the page's files were asked for, and a request on every first screen. The
 * server allows exactly this script by its hash (server/src/http/html-document.ts).
 */
export function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        // Only the shop's page: Storybook builds its iframe.html with this same config.
        if (!bundle || path !== '/index.html') return html;
        const source = preloadScript(pagePreloads(bundle as OutputBundle, html));
        const entry = /<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/.exec(html);
        if (!entry) throw new Error('routePreload: the page has no entry script');
        return html.replace(entry[0], `<script data-route-preload>${source}</script>\n    ${entry[0]}`);
      },
    },
  };
}
