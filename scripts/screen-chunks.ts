import { resolve } from 'node:path';

/** What a chunking pass tells about a module: its static imports (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Deep-link first screens whose page comes as one file beside the entry (issue 12): the time
 * selection's page pulled in 13 files of 1–4 kB, the cart's 9, and on a phone's HTTP/1.1 with six
 * connections each file is a round trip in the queue (Lighthouse: time selection LCP 2.37 → 1.96 s
 * with one file). Names are the chunks' names, values the route modules.
 */
export const FIRST_SCREENS: Record<string, string> = {
  'time-screen': 'engine/features/tickets/routes/time.route.tsx',
  'cart-screen': 'engine/features/cart/routes/cart.route.tsx',
};

function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The screen chunk a module belongs to: the one first screen whose page imports it (statically, at any
 * depth), or null for the automatic split. The route module itself stays a chunk of its own, which the
 * route preloader, the compile hints and the budget know it by; so do modules two screens share, and
 * what the entry or the data groups take first (higher priorities).
 */
export function screenChunkNamer(screens: Record<string, string> = FIRST_SCREENS, root = process.cwd()) {
  const routes = Object.entries(screens).map(([name, module]) => ({ name, id: resolve(root, module) }));
  const closures = new WeakMap<ModuleGraph, { name: string; modules: Set<string> }[]>();
  return (id: string, graph: ModuleGraph): string | null => {
    let screenClosures = closures.get(graph);
    if (!screenClosures) {
      screenClosures = routes.map(({ name, id: route }) => ({ name, modules: staticClosure(graph, route) }));
      closures.set(graph, screenClosures);
    }
    if (routes.some((route) => route.id === id)) return null;
    const owners = screenClosures.filter((screen) => screen.modules.has(id));
    return owners.length === 1 ? owners[0]!.name : null;
  };
}
