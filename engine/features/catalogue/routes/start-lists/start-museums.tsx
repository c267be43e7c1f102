import { useTranslation } from 'react-i18next';
import { paths } from '../../../../app/paths.ts';
import { CatalogueSection } from '../../components/catalogue-section.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { useStartCards } from '../../hooks/use-start-cards.ts';

/** The museums, hidden when the shop has only one. */
export function StartMuseums() {
  const { t } = useTranslation('catalogue');
  const { museums, layout } = useStartCards();
  if ((museums.data?.length ?? 0) === 1) return null;
  return (
    <CatalogueSection title={t('start.museums')} query={museums} empty={t('museums.empty')}>
      {(museum) => <ProductCard href={paths.museum.href(museum.id)} title={museum.title} subTitle={museum.sub_title} picture={museum.picture} layout={layout} />}
    </CatalogueSection>
  );
}
