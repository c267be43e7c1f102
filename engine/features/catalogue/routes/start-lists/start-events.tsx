import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../app/paths.ts';
import { catalogueQueries } from '../../api/catalogue.queries.ts';
import { CatalogueSection } from '../../components/catalogue-section.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { useStartCards } from '../../hooks/use-start-cards.ts';
import { calendarWindow } from '../../lib/product-calendar.ts';
import { sortByFirstDate } from '../../lib/sort-by-first-date.ts';

/** Events sorted by their first upcoming start time (GET /dates of the next month). */
export function StartEvents() {
  const { t } = useTranslation('catalogue');
  const { shop, scope, museumOf, layout } = useStartCards();
  const upcoming = useQuery(catalogueQueries.upcomingDates(scope, { ...calendarWindow(new Date(), shop.timezone), per_page: 1000 }));
  const events = useQuery({ ...catalogueQueries.events(scope), select: (body) => body.events });
  // The list waits for the dates so it does not jump; if they fail the events keep the server order.
  const sorted = { ...events, isPending: events.isPending || (upcoming.isPending && upcoming.fetchStatus !== 'idle'), data: events.data && sortByFirstDate(events.data, upcoming.data?.dates) };
  return (
    <CatalogueSection title={t('start.events')} query={sorted} empty={t('events.empty')}>
      {(event) => <ProductCard href={paths.event.href(event.id)} title={event.title} subTitle={event.sub_title} category={event.category?.name} picture={event.picture} layout={layout} museum={museumOf(event.museum_id)} />}
    </CatalogueSection>
  );
}
