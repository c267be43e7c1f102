import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CatalogueSection } from '../components/catalogue-section.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { museumTitleOf } from '../lib/museum-title.ts';
import { calendarWindow } from '../lib/product-calendar.ts';
import { sortByFirstDate } from '../lib/sort-by-first-date.ts';

/**
 * The start page's lists (requirements/catalogue.md §2.1 'Start page'): museums (hidden when the shop has only
 * one), exhibition cards cut at startPage.exhibitionCards, events sorted by their first upcoming
 * start time (GET /dates of the next month) and tours, each switched by startPage.lists.
 */
export function StartLists() {
  const { t } = useTranslation('catalogue');
  const { settings, timezone } = useShop();
  const { lists, exhibitionCards } = settings.startPage;
  const { imageLayouts, displayMuseumInfo } = settings.catalogue;
  const scope = useQueryScope();
  const museums = useQuery({ ...catalogueQueries.museums(scope), select: (body) => body.museums });
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope), select: (body) => body.exhibitions, enabled: lists.exhibitions && exhibitionCards > 0 });
  const upcoming = useQuery({ ...catalogueQueries.upcomingDates(scope, { ...calendarWindow(new Date(), timezone), per_page: 1000 }), enabled: lists.events });
  const events = useQuery({ ...catalogueQueries.events(scope), select: (body) => body.events, enabled: lists.events });
  // The list waits for the dates so it does not jump; if they fail the events keep the server order.
  const sortedEvents = { ...events, isPending: events.isPending || (upcoming.isPending && upcoming.fetchStatus !== 'idle'), data: events.data && sortByFirstDate(events.data, upcoming.data?.dates) };
  const tours = useQuery({ ...catalogueQueries.tours(scope), select: (body) => body.tours, enabled: lists.tours });
  const museumOf = (id: number | null | undefined) => museumTitleOf(museums.data, id, displayMuseumInfo);
  const layout = imageLayouts.start;

  return (
    <>
      {lists.museums && (museums.data?.length ?? 0) !== 1 && (
        <CatalogueSection title={t('start.museums')} query={museums} empty={t('museums.empty')}>
          {(museum) => <ProductCard href={paths.museum.href(museum.id)} title={museum.title} subTitle={museum.sub_title} picture={museum.picture} layout={layout} />}
        </CatalogueSection>
      )}
      {lists.exhibitions && exhibitionCards > 0 && (
        <CatalogueSection title={t('start.exhibitions')} query={exhibitions} empty={t('exhibitions.empty')} limit={exhibitionCards} more={{ href: paths.exhibitions.href(), label: t('start.allExhibitions') }}>
          {(exhibition) => (
            <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} category={exhibition.category?.name}
              picture={exhibition.picture} layout={layout} museum={museumOf(exhibition.museum_id)} />
          )}
        </CatalogueSection>
      )}
      {lists.events && (
        <CatalogueSection title={t('start.events')} query={sortedEvents} empty={t('events.empty')}>
          {(event) => <ProductCard href={paths.event.href(event.id)} title={event.title} subTitle={event.sub_title} category={event.category?.name} picture={event.picture} layout={layout} museum={museumOf(event.museum_id)} />}
        </CatalogueSection>
      )}
      {lists.tours && (
        <CatalogueSection title={t('start.tours')} query={tours} empty={t('tours.empty')}>
          {(tour) => <ProductCard href={paths.tour.href(tour.id)} title={tour.title} subTitle={tour.sub_title} category={tour.category?.name} picture={tour.picture} layout={layout} museum={museumOf(tour.museum_id)} />}
        </CatalogueSection>
      )}
    </>
  );
}
