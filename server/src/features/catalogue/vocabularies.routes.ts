import { createRoute, z } from '@hono/zod-openapi';
import { localeQuery } from '../../http/list-query';
import { tagSchema } from './content.schemas';
import type { VocabularyKey, VocabularyScope } from './vocabulary-kinds';
import { json, readErrors } from '../../http/openapi';

const PLURAL: Record<VocabularyScope, string> = { event: 'events', tour: 'tours' };

export function vocabularyRoute(scope: VocabularyScope, key: VocabularyKey) {
  return createRoute({
    method: 'get',
    path: `/api/v4/${PLURAL[scope]}/${key}`,
    tags: [PLURAL[scope]],
    summary: `Filter vocabulary ${key} of ${PLURAL[scope]}, not paginated (ENDPOINTS.md ${scope === 'event' ? '§6.1' : '§7.1'})`,
    request: { query: localeQuery },
    responses: {
      200: json(z.record(z.string(), z.array(tagSchema)).openapi({ description: `{"${key}": [{id, name}]}` }), `The ${key}`),
      ...readErrors,
    },
  });
}
