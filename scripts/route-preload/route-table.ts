/** A page of the route table with the module its route loads. */
export interface RouteSource {
  /** react-router's pattern: '/tickets/time', '/museum/:id', '/shop/*'. */
  path: string;
  /** The route module, relative to the project: 'engine/features/tickets/routes/time.route.tsx'. */
  module: string;
}

// `route(paths.ticketTime.path, () => import('../features/tickets/routes/time.route.tsx'))` in engine/app/routes.ts.
const ROUTE_CALL = /route\(paths\.(\w+)\.path,\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/**
 * The pages of engine/app/routes.ts whose module a first visit may start on, read from its source
 * (`route(paths.<name>.path, () => import(…))`) with `paths` for the patterns. `routesDir` is the
 * route table's folder relative to the project, which its imports are relative to.
 */
export function routeSources(routesSource: string, paths: Record<string, { path: string }>, routesDir = 'engine/app'): RouteSource[] {
  const sources: RouteSource[] = [];
  for (const [, name, specifier] of routesSource.matchAll(ROUTE_CALL)) {
    const path = paths[name!]?.path;
    if (!path) throw new Error(`route table: paths.${name} is not in paths.ts`);
    sources.push({ path, module: joinPath(routesDir, specifier!) });
  }
  return sources;
}

function joinPath(dir: string, specifier: string): string {
  const parts = dir.split('/');
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The regular expression (source) of a pattern as react-router matches it: case-insensitive (the
 * caller adds the flag), a `:param` is one segment, a trailing `*` any rest, a trailing slash optional.
 */
export function patternSource(path: string): string {
  const body = path.split('/').filter(Boolean).map((segment) => {
    if (segment === '*') return '(?:/.*)?';
    if (segment.startsWith(':')) return '/[^/]+';
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }).join('');
  return `^${body}/?$`;
}
