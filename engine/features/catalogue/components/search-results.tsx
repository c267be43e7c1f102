import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Picture } from '../../../shared/api/page.ts';
import type { ImageLayout } from '../lib/image-layout.ts';
import { CardList } from './card-list.tsx';
import { ProductCard } from './product-card.tsx';

interface Found { id: number; title: string; sub_title?: string | null; picture?: Picture | null }

interface SearchResultsProps<T extends Found> {
  title: string;
  query: Pick<UseQueryResult<T[]>, 'data' | 'error' | 'isPending'>;
  /** Settings catalogue.search.<kind>: results shown before 'more'. */
  shown: number;
  empty: string;
  /** The 'more' link's text; kinds without one (events, tours) are only cut (requirements/catalogue.md §2.5). */
  more?: (count: number) => string;
  hrefOf: (item: T) => string;
  layout: ImageLayout;
}

/** One kind of search result (requirements/catalogue.md §2.5 'Search'): the first `shown`, then all on request. */
export function SearchResults<T extends Found>({ title, query, shown, empty, more, hrefOf, layout }: SearchResultsProps<T>) {
  const [all, setAll] = useState(false);
  const headingId = useId();
  const count = query.data?.length ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <CardList query={{ ...query, data: all ? query.data : query.data?.slice(0, shown) }} empty={empty}>
        {(item) => <ProductCard href={hrefOf(item)} title={item.title} subTitle={item.sub_title} picture={item.picture} layout={layout} />}
      </CardList>
      {more && !all && count > shown && <button type="button" className="button button--ghost" onClick={() => setAll(true)}>{more(count)}</button>}
    </section>
  );
}
