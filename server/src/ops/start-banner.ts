import { relative, resolve, sep } from 'node:path';

/**
 * The lines `npm start` prints once the server listens, exactly as README.md (set-up) shows them;
 * start-banner.test.ts keeps the two in step. `root` is the checkout: a data folder inside it is shown short.
 */
export function startBanner({ port, databaseUrl, dataDir }: { port: number; databaseUrl?: string; dataDir: string }, root: string): string {
  const base = `http://localhost:${port}`;
  const pglite = resolve(dataDir, 'pglite');
  const shown = pglite.startsWith(`${root}${sep}`) ? relative(root, pglite) : pglite;
  return [
    `  Shop       ${base}/  (other demo shop: http://stadtmuseum.localhost:${port}/)`,
    `  Preview    ${base}/preview/`,
    `  Storybook  ${base}/storybook/`,
    `  API        ${base}/api/v4/  (OpenAPI: ${base}/api/v4/openapi.json)`,
    `  Database   ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${shown}`}`,
  ].join('\n');
}
