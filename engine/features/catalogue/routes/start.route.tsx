import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunction } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { shopQueries, useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries, featuredQueries } from '../api/catalogue.queries.ts';
import { LinkList } from '../components/link-list.tsx';
import { ProductCalendar } from '../components/product-calendar.tsx';
import { TicketSearchSection } from '../../tickets/routes/ticket-search-section.tsx';
import { StartCarousel } from './start-carousel.tsx';
import { StartLists } from './start-lists.tsx';
import { useStartLinks } from '../hooks/use-start-links.ts';

/**
 * Asks for the lists the page shows (carousel, ticket search, the start lists) once the shop is
 * prepared, while React still renders, rather than after the page has rendered (issue 12). Never
 * waits for them: each block keeps its own loading and error state.
 */
const loader = (context: RouteContext): LoaderFunction => async () => {
  const scope = scopeOf(context);
  const { startPage } = (await context.queryClient.ensureQueryData(shopQueries.bootstrap(scope))).settings;
  const prefetch = context.queryClient.prefetchQuery.bind(context.queryClient);
  if (startPage.featuredCarousel.enabled) {
    const featured = featuredQueries(scope);
    void prefetch(featured.exhibitions);
    void prefetch(featured.events);
    void prefetch(featured.tours);
  }
  const { lists, exhibitionCards } = startPage;
  if (startPage.ticketSearch || lists.museums) void prefetch(catalogueQueries.museums(scope));
  if (startPage.ticketSearch || (lists.exhibitions && exhibitionCards > 0)) void prefetch(catalogueQueries.exhibitions(scope));
  if (lists.events) void prefetch(catalogueQueries.events(scope));
  if (lists.tours) void prefetch(catalogueQueries.tours(scope));
  return null;
};

/** /start (requirements/catalogue.md §2.1 'Start page'): every block follows settings.startPage. */
function StartPage() {
  const { t } = useTranslation('catalogue');
  const shop = useShop();
  const start = shop.settings.startPage;
  const specialOffers = useStartLinks('specialOffers', start.specialOfferLinks);
  const externalLinks = useStartLinks('externalLinks', start.externalLinks);

  return (
    <>
      <div className="start-hero">
        <PageHeading>{shop.name}</PageHeading>
        <p>{t('start.intro')}</p>
        {start.callToAction && (
          <p className="start-cta">
            <Link className="button" to={paths.tickets.href()}>{t('start.callToAction')}</Link>
          </p>
        )}
      </div>
      {start.ticketSearch && <TicketSearchSection />}
      {start.featuredCarousel.enabled && <StartCarousel />}
      <LinkList title={t('start.specialOffersTitle')} links={specialOffers} />
      <LinkList title={t('start.externalLinksTitle')} links={externalLinks} />
      {start.productCalendar && <ProductCalendar />}
      <StartLists />
    </>
  );
}

export { StartPage as Component, RouteError as ErrorBoundary, loader };
