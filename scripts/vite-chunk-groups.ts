/**
 * How the shop's code is cut into files (issue 12). Rolldown's automatic split gives every set of
 * routes sharing a module a chunk of its own: about forty files of a few hundred bytes before the
 * time selection shows, each a round trip on HTTP/1.1's six connections. These groups measured
 * fewer bytes and a fifth fewer files on the first screens (scripts/report-bundle.ts):
 * - everything the entry loads is one file with it, react-router too (the router, the frame and the
 *   start page are in the entry; a react-router file of its own would import Preact from the entry
 *   while the entry imports it: a cycle, and one of the two runs before the other has set up);
 * - a feature's query factories, fetchers and atoms share a file (small, and used by many routes);
 * - so do the modules of engine/shared/, except the wallet buttons (engine/shared/wallet/, issue 17):
 *   only the order views after checkout use them, so they stay out of the first screens.
 *   Nor its texts (engine/shared/i18n/locales/): they go with their language's file, else the German
 *   texts imported this group and the start page downloaded it for them alone (4.6 kB, one request more).
 * - what only the time selection's or only the cart's page imports is one file per screen
 *   (screen-chunks.ts): those two are where visitors arrive by deep link;
 * Other components, hooks and rules keep the automatic split, which keeps each route's bytes down.
 */
import { screenChunkNamer } from './screen-chunks.ts';

const FEATURE_DATA = /engine[\\/]features[\\/]([^\\/]+)[\\/](api|state)[\\/]/;
const SHARED = /engine[\\/]shared[\\/](?!wallet[\\/]|i18n[\\/]locales[\\/])/;

function dataGroup(id: string): string | null {
  const feature = FEATURE_DATA.exec(id)?.[1];
  if (feature) return `${feature}-data`;
  return SHARED.test(id) ? 'shop-shared' : null;
}

export const shopChunkGroups = [
  { name: 'shop', tags: ['$initial' as const], priority: 20 },
  // debugName: rolldown warns on every build that a group named by a function has none.
  { name: dataGroup, debugName: 'feature-data', test: (id: string) => dataGroup(id) !== null, includeDependenciesRecursively: false, priority: 10 },
  { name: screenChunkNamer(), debugName: 'first-screens', includeDependenciesRecursively: false, priority: 5 },
];
