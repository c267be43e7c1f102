import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../app/paths.ts';
import { catalogueQueries } from '../../api/catalogue.queries.ts';
import { CatalogueSection } from '../../components/catalogue-section.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { useStartCards } from '../../hooks/use-start-cards.ts';

/** Exhibition cards, cut at startPage.exhibitionCards. */
export function StartExhibitions() {
  const { t } = useTranslation('catalogue');
  const { shop, scope, museumOf, layout } = useStartCards();
  const exhibitions = useQuery({ ...catalogueQueries.exhibitions(scope), select: (body) => body.exhibitions });
  return (
    <CatalogueSection title={t('start.exhibitions')} query={exhibitions} empty={t('exhibitions.empty')} limit={shop.settings.startPage.exhibitionCards}
      more={{ href: paths.exhibitions.href(), label: t('start.allExhibitions') }}>
      {(exhibition) => (
        <ProductCard href={paths.exhibition.href(exhibition.id)} title={exhibition.title} subTitle={exhibition.sub_title} category={exhibition.category?.name}
          picture={exhibition.picture} layout={layout} museum={museumOf(exhibition.museum_id)} />
      )}
    </CatalogueSection>
  );
}
