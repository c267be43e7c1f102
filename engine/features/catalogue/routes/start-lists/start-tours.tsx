import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../app/paths.ts';
import { catalogueQueries } from '../../api/catalogue.queries.ts';
import { CatalogueSection } from '../../components/catalogue-section.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { useStartCards } from '../../hooks/use-start-cards.ts';

/** The tours. */
export function StartTours() {
  const { t } = useTranslation('catalogue');
  const { scope, museumOf, layout } = useStartCards();
  const tours = useQuery({ ...catalogueQueries.tours(scope), select: (body) => body.tours });
  return (
    <CatalogueSection title={t('start.tours')} query={tours} empty={t('tours.empty')}>
      {(tour) => <ProductCard href={paths.tour.href(tour.id)} title={tour.title} subTitle={tour.sub_title} category={tour.category?.name} picture={tour.picture} layout={layout} museum={museumOf(tour.museum_id)} />}
    </CatalogueSection>
  );
}
