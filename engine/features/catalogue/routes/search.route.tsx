import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CardList } from '../components/card-list.tsx';
import { ProductCard } from '../components/product-card.tsx';

/** Spec browsing §9: search shows at most 6 exhibitions until the visitor asks for more. */
const SHOWN = 6;

/** /search/:q: exhibitions matching q (events and tours join with their issues). */
function SearchPage() {
  const { t } = useTranslation('catalogue');
  const q = useParams().q ?? '';
  const [all, setAll] = useState(false);
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(useQueryScope(), { q }), select: (body) => body.exhibitions });
  const count = exhibitions.data?.length ?? 0;
  return (
    <>
      <PageHeading>{t('search.title', { q })}</PageHeading>
      <h2>{t('search.exhibitions')}</h2>
      <CardList query={{ ...exhibitions, data: all ? exhibitions.data : exhibitions.data?.slice(0, SHOWN) }} empty={t('search.empty', { q })}>
        {(exhibition) => <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} picture={exhibition.picture} />}
      </CardList>
      {!all && count > SHOWN && (
        <button type="button" className="button button--ghost" onClick={() => setAll(true)}>
          {t('search.more', { count })}
        </button>
      )}
    </>
  );
}

export { SearchPage as Component, RouteError as ErrorBoundary };
