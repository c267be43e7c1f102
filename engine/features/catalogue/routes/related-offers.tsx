import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { CatalogueSection } from '../components/catalogue-section.tsx';
import { ProductCard } from '../components/product-card.tsx';

interface RelatedOffersProps {
  /** 'museum' or 'exhibition': the heading keys and the filter of the 'more' lists. */
  owner: 'museum' | 'exhibition';
  id: number;
}

/**
 * Events and tours of a museum or exhibition, cut at settings.catalogue.detailPages.events/tours
 * (requirements/catalogue.md §2.3 'Museums', 'Exhibitions': 4 each with 'more' links); 0 hides a block.
 */
export function RelatedOffers({ owner, id }: RelatedOffersProps) {
  const { t } = useTranslation('catalogue');
  const { detailPages, imageLayouts } = useShop().settings.catalogue;
  const scope = useQueryScope();
  const filter = owner === 'museum' ? { by_museum_ids: [id] } : { by_exhibition_ids: [id] };
  const listQuery = owner === 'museum' ? { museum_id: id } : { exhibition_id: id };
  const events = useQuery({ ...catalogueQueries.events(scope, filter), select: (body) => body.events, enabled: detailPages.events > 0 });
  const tours = useQuery({ ...catalogueQueries.tours(scope, filter), select: (body) => body.tours, enabled: detailPages.tours > 0 });
  const layout = imageLayouts.details;
  return (
    <>
      {detailPages.events > 0 && (
        <CatalogueSection title={t(`${owner}.events`)} query={events} empty={t('events.empty')} limit={detailPages.events}
          more={{ href: withQuery(paths.events.href(), listQuery), label: t(`${owner}.allEvents`) }}>
          {(event) => <ProductCard href={paths.event.href(event.id)} title={event.title} subTitle={event.sub_title} category={event.category?.name} picture={event.picture} layout={layout} />}
        </CatalogueSection>
      )}
      {detailPages.tours > 0 && (
        <CatalogueSection title={t(`${owner}.tours`)} query={tours} empty={t('tours.empty')} limit={detailPages.tours}
          more={{ href: withQuery(paths.tours.href(), listQuery), label: t(`${owner}.allTours`) }}>
          {(tour) => <ProductCard href={paths.tour.href(tour.id)} title={tour.title} subTitle={tour.sub_title} category={tour.category?.name} picture={tour.picture} layout={layout} />}
        </CatalogueSection>
      )}
    </>
  );
}
