import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CardList } from '../components/card-list.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { TicketSearchSection } from '../../tickets/routes/ticket-search-section.tsx';

/** Spec browsing §9: the start page shows at most 6 exhibition cards, with a 'more' link. */
const START_EXHIBITIONS = 6;

/** /start: museums and exhibitions (the carousel, calendar and ticket search follow with their issues). */
function StartPage() {
  const { t } = useTranslation('catalogue');
  const shop = useShop();
  const scope = useQueryScope();
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope), select: (body) => body.exhibitions });
  const moreExhibitions = (exhibitions.data?.length ?? 0) > START_EXHIBITIONS;

  return (
    <>
      <div className="start-hero">
        <PageHeading>{shop.name}</PageHeading>
        <p>{t('start.intro')}</p>
      </div>
      {shop.settings.startPage.ticketSearch && <TicketSearchSection />}
      {(museums.data?.length ?? 0) !== 1 && (
        <section aria-labelledby="start-museums">
          <div className="section-head">
            <h2 id="start-museums">{t('start.museums')}</h2>
          </div>
          <CardList query={museums} empty={t('museums.empty')}>
            {(museum) => <ProductCard href={paths.museum.href(museum.id)} title={museum.title} subTitle={museum.sub_title} picture={museum.picture} />}
          </CardList>
        </section>
      )}
      <section aria-labelledby="start-exhibitions">
        <div className="section-head">
          <h2 id="start-exhibitions">{t('start.exhibitions')}</h2>
          {moreExhibitions && <Link to={paths.exhibitions.href()}>{t('start.allExhibitions')}</Link>}
        </div>
        <CardList query={{ ...exhibitions, data: exhibitions.data?.slice(0, START_EXHIBITIONS) }} empty={t('exhibitions.empty')}>
          {(exhibition) => (
            <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} category={exhibition.category?.name} picture={exhibition.picture} />
          )}
        </CardList>
      </section>
    </>
  );
}

export { StartPage as Component, RouteError as ErrorBoundary };
