import type { ApiApp } from '../../http/app-env';
import { registerExhibitionRoutes } from './exhibitions.routes';
import { registerMuseumRoutes } from './museums.routes';
import { registerVocabularyRoutes } from './vocabularies.routes';

/** Museums, exhibitions and the filter vocabularies of events and tours. */
export function registerCatalogueRoutes(app: ApiApp): void {
  registerMuseumRoutes(app);
  registerExhibitionRoutes(app);
  registerVocabularyRoutes(app);
}
