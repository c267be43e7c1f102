import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { localeQuery } from '../../http/list-query';
import { json, readErrors } from '../../http/openapi';
import { text } from '../../shared/localize';
import { tagSchema } from './content.schemas';
import { listVocabulary } from './store';
import { LISTED_VOCABULARIES, vocabularyKind, type VocabularyKey, type VocabularyScope } from './vocabulary-kinds';

const PLURAL: Record<VocabularyScope, string> = { event: 'events', tour: 'tours' };

function vocabularyRoute(scope: VocabularyScope, key: VocabularyKey) {
  return createRoute({
    method: 'get',
    path: `/api/v4/${PLURAL[scope]}/${key}`,
    tags: [PLURAL[scope]],
    summary: `Filter vocabulary ${key} of ${PLURAL[scope]}, not paginated (${scope === 'event' ? 'requirements/api.md §6.1' : 'requirements/api.md §7.1'})`,
    request: { query: localeQuery },
    responses: {
      200: json(z.record(z.string(), z.array(tagSchema)).openapi({ description: `{"${key}": [{id, name}]}` }), `The ${key}`),
      ...readErrors,
    },
  });
}

/** Must be registered before `/events/{id}` and `/tours/{id}`, which would claim these paths. */
export function registerVocabularyRoutes(app: ApiApp): void {
  for (const scope of ['event', 'tour'] as const satisfies VocabularyScope[]) {
    for (const [key, singular] of Object.entries(LISTED_VOCABULARIES) as [VocabularyKey, string][]) {
      app.openapi(vocabularyRoute(scope, key), async (c) => {
        const rows = await listVocabulary(c.get('deps').db, c.get('shop').id, vocabularyKind(scope, singular));
        const lang = langOf(c);
        return c.json({ [key]: rows.map((row) => ({ id: row.id, name: text(row.name, lang) })) }, 200);
      });
    }
  }
}
