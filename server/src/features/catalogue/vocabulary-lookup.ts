import type { Db } from '../../db/connect';
import { text, type Lang } from '../../shared/localize';
import { listScopeTerms } from './store';
import { vocabularyKind, type VocabularyScope } from './vocabulary-kinds';

export interface Term {
  id: number;
  name: string;
  kind: string;
}

/** One query per request: every term of the scope, so list mappers resolve ids without N+1. */
export class VocabularyLookup {
  private constructor(private readonly terms: Map<number, Term>) {}

  static async load(db: Db, shopId: number, scope: VocabularyScope, lang: Lang): Promise<VocabularyLookup> {
    const rows = await listScopeTerms(db, shopId, scope);
    return new VocabularyLookup(new Map(rows.map((row) => [row.id, { id: row.id, kind: row.kind, name: text(row.name, lang) }])));
  }

  one(id: number | null): { id: number; name: string } | null {
    const term = id === null ? undefined : this.terms.get(id);
    return term ? { id: term.id, name: term.name } : null;
  }

  /** The given ids that are terms of `scope_singular`, in id order, without duplicates. */
  many(ids: readonly number[], scope: VocabularyScope, singular: string): { id: number; name: string }[] {
    const kind = vocabularyKind(scope, singular);
    return [...new Set(ids)]
      .sort((a, b) => a - b)
      .flatMap((id) => {
        const term = this.terms.get(id);
        return term && term.kind === kind ? [{ id: term.id, name: term.name }] : [];
      });
  }
}
