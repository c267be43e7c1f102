import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { text } from '../../shared/localize';
import { LISTED_VOCABULARIES, vocabularyKind, type VocabularyKey, type VocabularyScope } from './vocabulary-kinds';
import { vocabularyRoute } from './vocabularies.routes';

/** Must be registered before `/events/{id}` and `/tours/{id}`, which would claim these paths. */
export function registerVocabularyRoutes(app: ApiApp): void {
  for (const scope of ['event', 'tour'] as const satisfies VocabularyScope[]) {
    for (const [key, singular] of Object.entries(LISTED_VOCABULARIES) as [VocabularyKey, string][]) {
      app.openapi(vocabularyRoute(scope, key), async (c) => {
        const rows = await c.get('deps').db.selectFrom('vocabularies').select(['id', 'name'])
          .where('shop_id', '=', c.get('shop').id).where('kind', '=', vocabularyKind(scope, singular))
          .orderBy('id').execute();
        const lang = langOf(c);
        return c.json({ [key]: rows.map((row) => ({ id: row.id, name: text(row.name, lang) })) }, 200);
      });
    }
  }
}
