import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { takeWithMore } from '../lib/take-with-more.ts';
import { CardList } from './card-list.tsx';

interface CatalogueSectionProps<T> {
  title: string;
  query: Pick<UseQueryResult<T[]>, 'data' | 'error' | 'isPending'>;
  empty: string;
  /** Cards before the 'more' link (settings startPage.exhibitionCards, catalogue.detailPages …); none: all. */
  limit?: number;
  more?: { href: string; label: string };
  children: (item: T) => ReactNode;
}

/** A titled region of cards, cut at `limit` with a 'more' link when items were left out (requirements/catalogue.md §2). */
export function CatalogueSection<T>({ title, query, empty, limit, more, children }: CatalogueSectionProps<T>) {
  const id = useId();
  const taken = takeWithMore(query.data, limit ?? Number.POSITIVE_INFINITY);
  return (
    <section aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        {more && taken.more && <Link to={more.href}>{more.label}</Link>}
      </div>
      <CardList query={{ ...query, data: query.data && taken.shown }} empty={empty}>
        {children}
      </CardList>
    </section>
  );
}
